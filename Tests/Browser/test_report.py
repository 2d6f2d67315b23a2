#!/usr/bin/env python3
"""Checks a MotionLab HTML report (`motionlab test --reporter html=DIR`, or merge-reports)
in a real browser: Debian's Chromium, driven by Playwright (`playwright install` is not
used: the browser is the system's, given by --chromium).

Usage:
    test_report.py [--chromium PATH] [--screenshot FILE.png] REPORT_DIR [--same-as OTHER_DIR]

    REPORT_DIR      a folder holding index.html and data/
    --same-as DIR   also check that DIR's report shows the same as REPORT_DIR's (its text with
                    [data-volatile] elements removed, its pictures byte for byte): a merge of
                    shards against one run of the whole suite
    --chromium PATH the browser (default /usr/bin/chromium, or $CHROMIUM)
    --screenshot FILE.png  also save the whole page as it first shows, to look at

Checks, each printed as "ok" or "FAIL" with what was wrong:
  - the page loads with no console error, no script error, and no request but file: URLs;
  - the entries' status test ids are known, failures and errors are listed before the passed,
    the first failing capture's difference picture loads (naturalWidth > 0), and every
    entry shows its path exactly as written (the text was escaped);
  - the status filter: each button's count is its captures', and each shows only them;
  - the text search shows exactly the captures whose path or summary holds the text, and
    a text nothing holds shows none and says so;
  - a failed mark's slider and blink work;
  - with --same-as, the two reports are the same but for durations and timestamps.
A report with no failing capture skips the checks that need one, and says so.
Ends with "browser: N passed, N failed"; exits 1 when a check failed, 2 on bad usage.
"""
import argparse
import hashlib
import os
import sys

from playwright.sync_api import sync_playwright

STATUSES = ("passed", "failed", "error")


class Checks:
    def __init__(self):
        self.passed = 0
        self.failed = 0

    def check(self, ok, what, why=""):
        if ok:
            self.passed += 1
            print(f"ok    {what}")
        else:
            self.failed += 1
            print(f"FAIL  {what}: {why}")
        return ok

    def skip(self, what, why):
        print(f"skip  {what}: {why}")


def open_report(browser, folder):
    """A page showing folder's report, with what it logged and requested."""
    page = browser.new_page(viewport={"width": 1280, "height": 900})
    log = {"errors": [], "requests": []}
    page.on("console", lambda m: log["errors"].append(f"console {m.type}: {m.text}") if m.type == "error" else None)
    page.on("pageerror", lambda e: log["errors"].append(f"script error: {e}"))
    page.on("request", lambda r: log["requests"].append(r.url))
    page.goto("file://" + os.path.abspath(os.path.join(folder, "index.html")))
    page.wait_for_load_state("load")
    return page, log


def entries(page):
    """Every capture's entry: status, path, whether shown, in page order."""
    return page.eval_on_selector_all('[data-testid="capture"]', """els => els.map(e => ({
        status: e.dataset.status, path: e.dataset.path, search: e.dataset.search,
        shown: e.offsetParent !== null, text: e.querySelector('.path').textContent }))""")


def shown_paths(page):
    return [e["path"] for e in entries(page) if e["shown"]]


def check_loads(c, page, log):
    c.check(not log["errors"], "the page loads with no console or script error", "; ".join(log["errors"]))
    foreign = [u for u in log["requests"] if not u.startswith("file:")]
    c.check(not foreign, "every request is a file: URL", ", ".join(foreign[:5]))


def check_order(c, page, first=None):
    all_entries = entries(page)
    if first:
        c.check(bool(all_entries) and all_entries[0]["path"].endswith(first), f"{first} is listed first",
                f"the first is {all_entries[0]['path'] if all_entries else 'nothing'}")
    statuses = [e["status"] for e in all_entries]
    c.check(all(s in STATUSES for s in statuses) and statuses, "every capture has a known data-status",
            f"statuses {statuses}")
    c.check(all(e["text"] == e["path"] for e in all_entries), "every capture shows its path exactly (escaped text)",
            next((f"{e['text']!r} shown for {e['path']!r}" for e in all_entries if e["text"] != e["path"]), ""))
    problems = [i for i, s in enumerate(statuses) if s != "passed"]
    passed = [i for i, s in enumerate(statuses) if s == "passed"]
    if not problems:
        c.skip("failures are listed first", "no capture failed")
        return
    c.check(statuses[0] != "passed", "a failure or error is listed first", f"the first is {statuses[0]}")
    c.check(not passed or max(problems) < min(passed), "every failure and error comes before every passed capture",
            f"order {statuses}")
    failed = page.locator('[data-testid="capture"][data-status="failed"]').first
    if failed.count() == 0:
        c.skip("a failed capture's difference picture loads", "no capture failed (errors only)")
        return
    diff = failed.locator('[data-testid="diff"]').first
    if diff.count() == 0:
        c.skip("a failed capture's difference picture loads", "its marks have no pictures")
        return
    diff.scroll_into_view_if_needed()
    page.wait_for_function("img => img.complete", arg=diff.element_handle(), timeout=5000)
    width = diff.evaluate("img => img.naturalWidth")
    c.check(width > 0, "the first failed capture's difference picture loads", f"naturalWidth {width}")


def check_filter(c, page):
    all_entries = entries(page)
    counts = {s: sum(e["status"] == s for e in all_entries) for s in STATUSES}
    labels = {"all": len(all_entries), "failed": counts["failed"], "error": counts["error"], "passed": counts["passed"]}
    for key, expected in labels.items():
        button = page.locator(f'[data-testid="filter"][data-filter="{key}"]')
        shown_count = button.locator(".count").text_content()
        c.check(shown_count == str(expected), f"the {key} button counts {expected}", f"it says {shown_count}")
    for status in STATUSES:
        page.click(f'[data-testid="filter"][data-filter="{status}"]')
        shown = [e for e in entries(page) if e["shown"]]
        c.check(all(e["status"] == status for e in shown) and len(shown) == counts[status],
                f"the {status} filter shows its {counts[status]} captures and hides the rest",
                f"shown: {[(e['status'], e['path']) for e in shown]}")
    page.click('[data-testid="filter"][data-filter="all"]')
    c.check(len(shown_paths(page)) == len(all_entries), "All shows every capture again", f"{len(shown_paths(page))} shown")


def check_search(c, page):
    all_entries = entries(page)
    if not all_entries:
        c.skip("the search filters", "the report has no capture")
        return
    # The file name of the last capture listed: a text some captures hold and others may not.
    text = all_entries[-1]["path"].rsplit("/", 1)[-1][:12].lower()
    page.fill('[data-testid="search"]', text)
    expected = [e["path"] for e in all_entries if text in e["search"]]
    c.check(shown_paths(page) == expected and expected, f"searching {text!r} shows exactly the captures holding it",
            f"shown {shown_paths(page)}, expected {expected}")
    # A word of a summary, which the path need not hold.
    words = [w for e in all_entries for w in e["search"][len(e["path"]):].split() if len(w) >= 5 and w.isalpha() and w not in e["path"].lower()]
    if words:
        word = words[0]
        page.fill('[data-testid="search"]', word)
        expected = [e["path"] for e in all_entries if word in e["search"]]
        c.check(shown_paths(page) == expected, f"searching {word!r} (from a summary) shows exactly the captures holding it",
                f"shown {shown_paths(page)}, expected {expected}")
    page.fill('[data-testid="search"]', "no capture is called this 7f3a")
    no_match = page.locator(".no-match").is_visible()
    c.check(not shown_paths(page) and no_match, "a search nothing matches shows no capture, and says so",
            f"shown {shown_paths(page)}, message visible {no_match}")
    page.fill('[data-testid="search"]', "")
    c.check(len(shown_paths(page)) == len(all_entries), "clearing the search shows every capture again", "")


def check_compare(c, page):
    compare = page.locator('.compare:has(.modes)').first
    if compare.count() == 0:
        c.skip("the slider and blink compare a mark's pictures", "no failed mark has both pictures")
        return
    compare.scroll_into_view_if_needed()
    compare.locator('button[data-mode="slider"]').click()
    page.locator('.compare:has(.modes) input[type="range"]').first.fill("20")
    split = compare.locator(".stack").evaluate("s => s.style.getPropertyValue('--split')")
    visible = compare.locator(".overlay").is_visible() and not compare.locator(".side").is_visible()
    c.check(visible and split == "20%", "the slider overlays actual on expected and moves the split",
            f"overlay visible {visible}, split {split!r}")
    compare.locator('button[data-mode="blink"]').click()
    top = compare.locator(".stack img.top")
    seen = set()
    for _ in range(16):
        seen.add(top.evaluate("i => getComputedStyle(i).opacity"))
        page.wait_for_timeout(100)
    c.check({"0", "1"} <= seen, "blink alternates expected and actual", f"opacities seen {sorted(seen)}")
    compare.locator('button[data-mode="side"]').click()


def stable_text(page):
    """The page's text with what changes from run to run removed, whitespace folded."""
    return page.evaluate("""() => {
        const copy = document.body.cloneNode(true);
        copy.querySelectorAll('[data-volatile], script').forEach(e => e.remove());
        return copy.textContent.replace(/\\s+/g, ' ').trim();
    }""")


def pictures(folder):
    data = os.path.join(folder, "data")
    names = sorted(os.listdir(data)) if os.path.isdir(data) else []
    return {n: hashlib.sha256(open(os.path.join(data, n), "rb").read()).hexdigest() for n in names}


def check_same(c, browser, folder, other):
    page_a, _ = open_report(browser, folder)
    page_b, log_b = open_report(browser, other)
    check_loads(c, page_b, log_b)
    a, b = stable_text(page_a), stable_text(page_b)
    where = next((i for i, (x, y) in enumerate(zip(a, b)) if x != y), min(len(a), len(b)))
    c.check(a == b, f"{other} shows the same as {folder} (but for [data-volatile])",
            f"they differ from character {where}: {a[max(0, where - 40):where + 60]!r} vs {b[max(0, where - 40):where + 60]!r}")
    src_a = page_a.eval_on_selector_all("img", "els => els.map(e => e.getAttribute('src'))")
    src_b = page_b.eval_on_selector_all("img", "els => els.map(e => e.getAttribute('src'))")
    c.check(src_a == src_b and pictures(folder) == pictures(other), "their pictures have the same names and bytes",
            f"{len(src_a)} vs {len(src_b)} images, {len(pictures(folder))} vs {len(pictures(other))} files")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("report", help="a folder holding index.html")
    parser.add_argument("--same-as", help="a second report folder that must show the same")
    parser.add_argument("--chromium", default=os.environ.get("CHROMIUM", "/usr/bin/chromium"))
    parser.add_argument("--screenshot", help="save the whole page, as it first shows, to this PNG")
    parser.add_argument("--first", help="the file name the capture listed first must end with")
    args = parser.parse_args()
    for folder in [args.report] + ([args.same_as] if args.same_as else []):
        if not os.path.isfile(os.path.join(folder, "index.html")):
            print(f"test_report.py: {folder} holds no index.html; give a folder written by --reporter html=DIR", file=sys.stderr)
            return 2
    if not os.access(args.chromium, os.X_OK):
        print(f"test_report.py: no browser at {args.chromium}; install Debian's chromium or give --chromium PATH", file=sys.stderr)
        return 2

    c = Checks()
    print(f"Checking {args.report}" + (f" against {args.same_as}" if args.same_as else "") + f" in {args.chromium}")
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=args.chromium, args=["--no-sandbox"])
        try:
            page, log = open_report(browser, args.report)
            check_loads(c, page, log)
            if args.screenshot:
                page.screenshot(path=args.screenshot, full_page=True)
                print(f"saved {args.screenshot}")
            check_order(c, page, args.first)
            check_filter(c, page)
            check_search(c, page)
            check_compare(c, page)
            c.check(not log["errors"], "no console or script error while it was used", "; ".join(log["errors"]))
            if args.same_as:
                check_same(c, browser, args.report, args.same_as)
        finally:
            browser.close()
    print(f"browser: {c.passed} passed, {c.failed} failed")
    return 1 if c.failed else 0


if __name__ == "__main__":
    sys.exit(main())
