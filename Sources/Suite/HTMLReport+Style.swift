/// The page's style sheet, inline: system fonts, status colours as variables (with a dark
/// scheme), and the compare views.
extension HTMLReport {
    static let style = #"""
    :root {
      --bg: #f6f8fa; --panel: #ffffff; --text: #1f2328; --muted: #59636e; --faint: #818b98;
      --border: #d1d9e0; --border-soft: #e6eaef; --hover: #f3f5f8; --accent: #0969da;
      --passed: #1a7f37; --passed-bg: #dafbe1; --failed: #cf222e; --failed-bg: #ffebe9;
      --error: #9a6700; --error-bg: #fff8c5; --code-bg: #f6f8fa; --shadow: 0 1px 0 rgba(31,35,40,.04);
      --sans: -apple-system, BlinkMacSystemFont, "Segoe UI", "Noto Sans", Helvetica, Arial, sans-serif;
      --mono: ui-monospace, SFMono-Regular, "SF Mono", Menlo, Consolas, "DejaVu Sans Mono", "Liberation Mono", monospace;
      color-scheme: light dark;
    }
    @media (prefers-color-scheme: dark) {
      :root {
        --bg: #0d1117; --panel: #151b23; --text: #e6edf3; --muted: #9198a1; --faint: #6e7681;
        --border: #30363d; --border-soft: #262c36; --hover: #1c232c; --accent: #4493f8;
        --passed: #3fb950; --passed-bg: rgba(46,160,67,.15); --failed: #f85149; --failed-bg: rgba(248,81,73,.12);
        --error: #d29922; --error-bg: rgba(187,128,9,.15); --code-bg: #0d1117; --shadow: none;
      }
    }
    * { box-sizing: border-box; }
    [hidden] { display: none !important; }
    html { background: var(--bg); }
    body { margin: 0; font: 14px/1.5 var(--sans); color: var(--text); background: var(--bg); -webkit-font-smoothing: antialiased; }
    code, pre, kbd { font-family: var(--mono); font-size: 12.5px; }
    .status-passed, .chip.passed { color: var(--passed); }
    .status-failed, .chip.failed { color: var(--failed); }
    .status-error, .chip.error { color: var(--error); }

    header.top { background: var(--panel); border-bottom: 1px solid var(--border); padding: 20px max(24px, calc((100vw - 1180px) / 2)) 0; }
    .title-row { display: flex; align-items: center; justify-content: space-between; gap: 16px; flex-wrap: wrap; }
    .brand { display: flex; align-items: center; gap: 10px; }
    .brand .logo { display: inline-flex; }
    h1 { margin: 0; font-size: 20px; font-weight: 600; letter-spacing: -.01em; }
    h1 span { color: var(--muted); font-weight: 400; }
    .totals { display: flex; align-items: center; gap: 8px; flex-wrap: wrap; }
    .total { color: var(--muted); margin-right: 4px; }
    .total b { color: var(--text); }
    .chip { display: inline-flex; align-items: center; gap: 5px; padding: 3px 10px 3px 8px; border-radius: 999px;
            border: 1px solid var(--border); background: var(--panel); font-weight: 500; }
    .chip b { font-weight: 600; }
    .chip.failed { background: var(--failed-bg); border-color: transparent; }
    .chip.error { background: var(--error-bg); border-color: transparent; }
    .chip.passed { background: var(--passed-bg); border-color: transparent; }
    .bar { display: flex; height: 4px; border-radius: 2px; overflow: hidden; margin: 16px 0 12px; background: var(--border-soft); }
    .bar span.failed { background: var(--failed); } .bar span.error { background: var(--error); } .bar span.passed { background: var(--passed); }
    .meta { display: flex; flex-wrap: wrap; gap: 6px 28px; margin: 0; padding-bottom: 14px; color: var(--muted); font-size: 13px; }
    .meta div { display: flex; gap: 6px; }
    .meta dt { color: var(--faint); }
    .meta dd { margin: 0; color: var(--text); }

    .toolbar { position: sticky; top: 0; z-index: 2; display: flex; align-items: center; justify-content: space-between; gap: 12px; flex-wrap: wrap;
               padding: 12px max(24px, calc((100vw - 1180px) / 2)); background: color-mix(in srgb, var(--bg) 88%, transparent);
               backdrop-filter: blur(8px); border-bottom: 1px solid var(--border-soft); }
    .filters { display: inline-flex; border: 1px solid var(--border); border-radius: 8px; overflow: hidden; background: var(--panel); box-shadow: var(--shadow); }
    .filters button { font: inherit; font-weight: 500; color: var(--muted); background: none; border: 0; border-right: 1px solid var(--border);
                      padding: 5px 14px; cursor: pointer; display: inline-flex; align-items: center; gap: 7px; }
    .filters button:last-child { border-right: 0; }
    .filters button:hover { background: var(--hover); color: var(--text); }
    .filters button[aria-pressed="true"] { background: var(--hover); color: var(--text); box-shadow: inset 0 -2px 0 var(--accent); }
    .count { display: inline-block; min-width: 20px; padding: 0 6px; border-radius: 999px; background: var(--border-soft);
             color: var(--muted); font-size: 12px; font-weight: 600; text-align: center; line-height: 18px; }
    .filters button[data-filter="failed"] .count { background: var(--failed-bg); color: var(--failed); }
    .filters button[data-filter="error"] .count { background: var(--error-bg); color: var(--error); }
    .filters button[data-filter="passed"] .count { background: var(--passed-bg); color: var(--passed); }
    .search { position: relative; display: flex; align-items: center; flex: 0 1 360px; color: var(--faint); }
    .search svg { position: absolute; left: 10px; pointer-events: none; }
    .search input { width: 100%; font: inherit; color: var(--text); background: var(--panel); border: 1px solid var(--border); border-radius: 8px;
                    padding: 5px 34px 5px 32px; outline: none; box-shadow: var(--shadow); }
    .search input:focus { border-color: var(--accent); box-shadow: 0 0 0 3px color-mix(in srgb, var(--accent) 25%, transparent); }
    .search kbd { position: absolute; right: 8px; padding: 0 6px; border: 1px solid var(--border); border-radius: 4px; font-size: 11px; color: var(--faint); }

    main { max-width: 1228px; margin: 0 auto; padding: 8px 24px 40px; }
    .group h2 { display: flex; align-items: center; gap: 8px; margin: 22px 0 10px; font-size: 13px; font-weight: 600; color: var(--muted);
                text-transform: uppercase; letter-spacing: .06em; }
    .no-match, .empty-suite { color: var(--muted); text-align: center; padding: 48px 0; }
    footer { text-align: center; color: var(--faint); font-size: 12px; padding: 0 0 32px; }

    details.capture { background: var(--panel); border: 1px solid var(--border); border-radius: 10px; margin-bottom: 8px; box-shadow: var(--shadow); overflow: hidden; }
    details.capture > summary { display: flex; align-items: center; gap: 10px; padding: 10px 16px; cursor: pointer; list-style: none; }
    details.capture > summary::-webkit-details-marker { display: none; }
    details.capture > summary:hover { background: var(--hover); }
    details.capture[open] > summary { border-bottom: 1px solid var(--border-soft); }
    details.capture[data-status="failed"] { border-left: 3px solid var(--failed); }
    details.capture[data-status="error"] { border-left: 3px solid var(--error); }
    .icon { display: inline-flex; flex: none; }
    .path { flex: 1; min-width: 0; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; font-size: 14px; }
    .path .dir { color: var(--muted); }
    .path .file { font-weight: 600; }
    .marks-count { color: var(--muted); font-size: 12.5px; white-space: nowrap; }
    .badge { flex: none; font-size: 11.5px; font-weight: 600; padding: 1px 8px; border-radius: 999px; text-transform: lowercase; }
    .badge.passed { color: var(--passed); background: var(--passed-bg); }
    .badge.failed { color: var(--failed); background: var(--failed-bg); }
    .badge.error { color: var(--error); background: var(--error-bg); }
    .duration { flex: none; min-width: 64px; text-align: right; color: var(--muted); font-variant-numeric: tabular-nums; font-size: 12.5px; }
    .body { padding: 12px 16px 16px 42px; }
    .summary { margin: 0 0 2px; }
    .recorded { margin: 0 0 8px; color: var(--muted); font-size: 12.5px; }
    .error-message { margin: 8px 0; padding: 10px 12px; border-radius: 8px; background: var(--error-bg); color: var(--text);
                     border: 1px solid color-mix(in srgb, var(--error) 35%, transparent); white-space: pre-wrap; word-break: break-word; }
    details.actions { margin: 8px 0; }
    details.actions > summary { cursor: pointer; color: var(--muted); font-weight: 500; width: max-content; }
    details.actions > summary:hover { color: var(--text); }
    details.actions ol { margin: 6px 0 0; padding: 8px 12px 8px 36px; background: var(--code-bg); border: 1px solid var(--border-soft); border-radius: 8px;
                         font-family: var(--mono); font-size: 12.5px; max-height: 280px; overflow: auto; }
    .marks { display: flex; flex-direction: column; gap: 8px; margin-top: 10px; }
    .mark { border: 1px solid var(--border-soft); border-radius: 8px; padding: 8px 12px; }
    .mark.passed { padding: 5px 12px; }
    .mark.failed { border-color: color-mix(in srgb, var(--failed) 35%, var(--border-soft)); }
    .mark-head { display: flex; align-items: center; gap: 10px; }
    .mark-head .time { color: var(--muted); font-variant-numeric: tabular-nums; }
    .mark-head .badge { margin-left: auto; }
    .mark-head .picture-summary { color: var(--muted); font-size: 12.5px; }
    .dot { width: 8px; height: 8px; border-radius: 50%; background: var(--passed); flex: none; }
    .mark.failed .dot { background: var(--failed); } .mark.error .dot { background: var(--error); }
    .message { margin: 6px 0; font-weight: 500; word-break: break-word; }
    .differences { margin: 6px 0; padding: 6px 10px; list-style: none; background: var(--code-bg); border: 1px solid var(--border-soft); border-radius: 6px; }
    .differences li { padding: 2px 0; word-break: break-word; }
    .differences li::before { content: "≠"; color: var(--failed); font-weight: 700; margin-right: 8px; }
    p.picture-summary { display: flex; align-items: center; gap: 6px; margin: 6px 0; color: var(--muted); }

    .compare { margin-top: 10px; }
    .modes { display: inline-flex; border: 1px solid var(--border); border-radius: 6px; overflow: hidden; margin-bottom: 8px; }
    .modes button { font: inherit; font-size: 12.5px; color: var(--muted); background: var(--panel); border: 0; border-right: 1px solid var(--border); padding: 3px 12px; cursor: pointer; }
    .modes button:last-child { border-right: 0; }
    .modes button[aria-pressed="true"] { color: var(--text); background: var(--hover); font-weight: 600; }
    .side { display: grid; grid-template-columns: repeat(auto-fit, minmax(180px, 1fr)); gap: 12px; }
    .compare:not([data-mode="side"]) .side, .compare[data-mode="side"] .overlay { display: none; }
    figure { margin: 0; min-width: 0; }
    figcaption { font-size: 12.5px; margin-bottom: 4px; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
    figcaption span { color: var(--faint); }
    figure a { display: block; }
    .side img, .stack img { display: block; width: 100%; height: auto; border: 1px solid var(--border); border-radius: 6px;
            background: repeating-conic-gradient(var(--border-soft) 0% 25%, var(--panel) 0% 50%) 50% / 16px 16px; }
    .overlay { max-width: 720px; }
    .stack { position: relative; }
    .stack img.top { position: absolute; inset: 0; }
    .compare[data-mode="slider"] .stack img.top { clip-path: inset(0 0 0 var(--split, 50%)); }
    .divider { display: none; position: absolute; top: 0; bottom: 0; left: var(--split, 50%); width: 2px; margin-left: -1px; background: var(--accent); pointer-events: none; }
    .compare[data-mode="slider"] .divider { display: block; }
    .overlay-controls { display: flex; align-items: center; gap: 10px; margin-top: 6px; font-size: 12.5px; color: var(--muted); }
    .overlay-controls input { flex: 1; accent-color: var(--accent); }
    .compare[data-mode="blink"] .overlay-controls input { visibility: hidden; }
    .compare[data-mode="blink"] .which { opacity: .4; }
    .compare[data-mode="blink"] .which.showing { opacity: 1; font-weight: 600; color: var(--text); }
    """#
}
