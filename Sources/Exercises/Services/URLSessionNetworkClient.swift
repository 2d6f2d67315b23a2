import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
import Services
#endif

/// The real `NetworkClient`: Foundation's URLSession, with no cache and no cookies, a
/// deadline on the whole exchange (not just between packets, so a server that drips a
/// byte a second still times out) and a cap on the body, read as it arrives.
public struct URLSessionNetworkClient: NetworkClient {
    /// The hosts it may reach, first and after any redirect (lowercased); nil for any.
    /// Defaults to nil. Tests name the loopback addresses, so a server they start can never
    /// send a request on to the outside world.
    public let allowedHosts: Set<String>?

    public init(allowedHosts: Set<String>? = nil) {
        self.allowedHosts = allowedHosts
    }

    public func get(_ url: URL, timeout: Double, maximumBytes: Int, for work: WorkID?) async throws(NetworkError) -> NetworkResponse {
        if let refusal = Self.refusal(of: url, allowedHosts: allowedHosts) { throw .failed(refusal) }
        let exchange = Exchange(url: url, timeout: timeout, maximumBytes: maximumBytes, allowedHosts: allowedHosts)
        do {
            return try await withTaskCancellationHandler {
                try await exchange.run()
            } onCancel: {
                exchange.finish(.failure(.failed("the request was cancelled")))
            }
        } catch let e as NetworkError {
            throw e
        } catch {
            throw .failed("\(error)")
        }
    }

    /// Why `url` may not be reached with these allowed hosts, or nil when it may.
    static func refusal(of url: URL, allowedHosts: Set<String>?) -> String? {
        guard let allowedHosts else { return nil }
        let host = url.host?.lowercased() ?? ""
        return allowedHosts.contains(host) ? nil : "refused: this client reaches only \(allowedHosts.sorted().joined(separator: ", ")), not \(host.isEmpty ? url.absoluteString : host)"
    }
}

/// One request, its session and what has arrived. Every mutable field is guarded by
/// `lock`; the first outcome (response, error, cap, deadline) wins and ends the rest.
private final class Exchange: NSObject, URLSessionDataDelegate, @unchecked Sendable {
    private let url: URL
    private let timeout: Double
    private let maximumBytes: Int
    private let lock = NSLock()
    private var continuation: CheckedContinuation<NetworkResponse, Error>?
    private var outcome: Result<NetworkResponse, NetworkError>?
    private var session: URLSession?
    private var status = 0
    private var body = Data()

    private let allowedHosts: Set<String>?

    init(url: URL, timeout: Double, maximumBytes: Int, allowedHosts: Set<String>?) {
        self.allowedHosts = allowedHosts
        self.url = url
        self.timeout = timeout
        self.maximumBytes = maximumBytes
    }

    func run() async throws -> NetworkResponse {
        try await withCheckedThrowingContinuation { c in
            lock.lock()
            if let outcome {
                lock.unlock()
                c.resume(with: outcome.mapError { $0 as Error })
                return
            }
            continuation = c
            let config = URLSessionConfiguration.ephemeral
            config.timeoutIntervalForRequest = timeout
            config.timeoutIntervalForResource = timeout
            config.requestCachePolicy = .reloadIgnoringLocalCacheData
            config.httpCookieStorage = nil
            let s = URLSession(configuration: config, delegate: self, delegateQueue: nil)
            session = s
            lock.unlock()
            var request = URLRequest(url: url, cachePolicy: .reloadIgnoringLocalCacheData, timeoutInterval: timeout)
            request.httpMethod = "GET"
            s.dataTask(with: request).resume()
            let seconds = timeout
            DispatchQueue.global().asyncAfter(deadline: .now() + seconds) { [weak self] in
                self?.finish(.failure(.timedOut(seconds: seconds)))
            }
        }
    }

    func finish(_ result: Result<NetworkResponse, NetworkError>) {
        lock.lock()
        guard outcome == nil else { lock.unlock(); return }
        outcome = result
        let c = continuation
        continuation = nil
        let s = session
        session = nil
        lock.unlock()
        s?.invalidateAndCancel()
        c?.resume(with: result.mapError { $0 as Error })
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
                    completionHandler: @escaping (URLSession.ResponseDisposition) -> Void) {
        if response.expectedContentLength > Int64(maximumBytes) {
            completionHandler(.cancel)
            finish(.failure(.tooLarge(limit: maximumBytes)))
            return
        }
        lock.lock()
        status = (response as? HTTPURLResponse)?.statusCode ?? 0
        lock.unlock()
        completionHandler(.allow)
    }

    /// A redirect is followed only to another http or https URL: anywhere else (`file:`,
    /// `ftp:`) ends the request with a message that says so. The Location header is read
    /// as the server sent it: Foundation on Linux keeps the old scheme and host for a
    /// `file:` target (file:///etc/passwd becomes /etc/passwd on the same server), which
    /// redirects again until "too many HTTP redirects".
    func urlSession(_ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
                    newRequest request: URLRequest, completionHandler: @escaping (URLRequest?) -> Void) {
        let location = response.value(forHTTPHeaderField: "Location")
        // A relative Location ("/answer") is resolved against the URL that answered.
        let target = location.flatMap { URL(string: $0, relativeTo: response.url)?.absoluteURL } ?? request.url
        if let target, let scheme = target.scheme?.lowercased(), scheme != "http" && scheme != "https" {
            completionHandler(nil)
            finish(.failure(.failed("the server redirected to \(target.absoluteString.prefix(200)), which is not an http or https URL")))
            return
        }
        if let target, let refusal = URLSessionNetworkClient.refusal(of: target, allowedHosts: allowedHosts) {
            completionHandler(nil)
            finish(.failure(.failed("the server redirected to another host; \(refusal)")))
            return
        }
        completionHandler(request)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        lock.lock()
        body.append(data)
        let over = body.count > maximumBytes
        lock.unlock()
        if over {
            dataTask.cancel()
            finish(.failure(.tooLarge(limit: maximumBytes)))
        }
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: Error?) {
        if let error {
            let timedOut = (error as? URLError)?.code == .timedOut
            finish(.failure(timedOut ? .timedOut(seconds: timeout) : .failed(Self.describe(error))))
            return
        }
        lock.lock()
        let response = NetworkResponse(status: status, body: body)
        lock.unlock()
        finish(.success(response))
    }

    /// URLError's codes in words: "cannot connect to the server", "the host was not found".
    static func describe(_ error: Error) -> String {
        guard let e = error as? URLError else { return "\(error.localizedDescription)" }
        switch e.code {
        case .cannotFindHost, .dnsLookupFailed: return "the host \(e.failingURL?.host ?? "") was not found"
        case .cannotConnectToHost: return "cannot connect to the server"
        case .networkConnectionLost: return "the connection closed before the answer was complete"
        case .notConnectedToInternet: return "not connected to the internet"
        case .badServerResponse: return "the server's answer was not valid HTTP"
        // libcurl's words when a reply's headers pass its limit (CURLE_OUT_OF_MEMORY before
        // curl 8.6, CURLE_TOO_LARGE after): it cannot tell which, so the message says both.
        case .unknown where ["Out of memory", "A value or data field grew larger than allowed"].contains(e.localizedDescription):
            return "the server's reply headers were too large to read (or memory ran out)"
        default: return e.localizedDescription
        }
    }
}
