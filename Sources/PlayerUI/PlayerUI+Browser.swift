import CellEncoder
import Lottie

/// What the file browser shows beside its list for the selected file.
enum BrowserPreview {
    /// The file's first frame, drawn as the viewport draws its frames.
    case frame(ViewportRenderer, startFrame: Double)
    /// Why the file could not be opened.
    case failure(String)
}

extension PlayerUI {
    /// The narrowest browser that shows a preview beside its list.
    static let minimumPreviewedBrowserColumns = 48

    /// Keys for the open file browser: printable characters and pastes add to the filter,
    /// Backspace removes from it, ↑ ↓ PgUp PgDn Home End and the wheel select, Enter plays the
    /// selected file, Esc closes; nil for those the player handles as usual (Ctrl-L, clicks).
    func handleBrowser(_ input: PlayerInput) -> PlayerCommand? {
        let page = max(browserListRows - 1, 1)
        switch input {
        case .character(let character): browser.type(character)
        case .paste(let text): text.trimmed.forEach { browser.type($0) }
        case .backspace: browser.deleteBackward()
        case .up, .wheelUp: browser.move(by: -1)
        case .down, .wheelDown: browser.move(by: 1)
        case .pageUp: browser.move(by: -page)
        case .pageDown: browser.move(by: page)
        case .home: browser.move(by: -browser.matches.count)
        case .end: browser.move(by: browser.matches.count)
        case .escape: isBrowserOpen = false
        case .enter:
            guard let path = browser.selected else { break }
            isBrowserOpen = false
            return .play(path)
        case .interrupt: return .quit
        default: return nil
        }
        return .keepRunning
    }

    /// The file whose preview the browser needs and does not have yet: the driver opens it and
    /// gives it to ``showPreview(of:renderer:)`` or ``showPreview(of:failure:)``.
    package var wantedPreview: String? {
        guard isBrowserOpen, browserRect.columns >= Self.minimumPreviewedBrowserColumns, let path = browser.selected,
            browserPreview?.path != path
        else { return nil }
        return path
    }

    /// Shows `renderer`'s first frame as the preview of `path`.
    package func showPreview(of path: String, renderer: LottieFrameRenderer, startFrame: Double) {
        browserPreview = (path, .frame(ViewportRenderer(renderer: renderer), startFrame: startFrame))
    }

    /// Shows why `path` could not be opened in place of its preview.
    package func showPreview(of path: String, failure: String) {
        browserPreview = (path, .failure(failure))
    }

    /// The browser's place: the viewport's rows, the whole width (the side panel's too).
    var browserRect: CellRect {
        CellRect(column: 0, row: 0, columns: layout.columns, rows: layout.viewport.rows)
    }

    /// The rows of the browser's list: below the filter line, above the keys line.
    var browserListRows: Int { max(browserRect.rows - 2, 0) }

    /// The browser: the filter and the count on top, the matching files (the selected one in
    /// reverse video), the keys at the bottom, and the selected file's first frame on the right
    /// (or why it cannot be opened) when the browser is wide enough.
    func drawBrowser(into grid: inout CellGrid, at rect: CellRect) {
        guard !rect.isEmpty else { return }
        grid.fill(rect, with: .blank)
        let previewed = rect.columns >= Self.minimumPreviewedBrowserColumns
        let listWidth = previewed ? rect.columns * 11 / 20 : rect.columns
        let width = max(listWidth - 2, 0)
        grid.write(" open: " + browser.filter.messageText(limit: 60) + "▏", column: 0, row: rect.row, limit: listWidth, attributes: .bold)
        let count = browserCount
        grid.write(count, column: max(listWidth - 1 - count.unicodeScalars.count, 0), row: rect.row, limit: listWidth, attributes: .dim)
        let rows = browserListRows
        let first = browser.firstShownRow(visible: rows)
        for (offset, index) in browser.matches.dropFirst(first).prefix(rows).enumerated() {
            let selected = first + offset == browser.selectedIndex
            grid.write(
                Self.padded(" " + Self.tail(browser.entries[index], width: width), width: width + 1), column: 0, row: rect.row + 1 + offset,
                attributes: selected ? .reverse : [])
        }
        if browser.matches.isEmpty, rows > 0 {
            grid.write(browser.isComplete ? " no matches" : " listing…", column: 0, row: rect.row + 1, limit: listWidth, attributes: .dim)
        }
        if rect.rows >= 2 {
            grid.write(" type to filter  ↑ ↓ select  Enter play  Esc close", column: 0, row: rect.row + rect.rows - 1, limit: listWidth, attributes: .dim)
        }
        if previewed {
            drawPreview(into: &grid, at: CellRect(column: listWidth, row: rect.row, columns: rect.columns - listWidth, rows: rect.rows))
        }
    }

    /// `12 of 3,200 files, listing…`: the matches, the files found and whether the listing
    /// goes on (or stopped at its limit).
    var browserCount: String {
        let total = Self.grouped(browser.entries.count) + " file" + (browser.entries.count == 1 ? "" : "s")
        let found = browser.filter.isEmpty ? total : Self.grouped(browser.matches.count) + " of " + total
        let state = browser.isTruncated ? ", stopped at \(Self.grouped(FileBrowser.maxEntries)) entries" : browser.isComplete ? "" : ", listing…"
        return found + state
    }

    /// The selected file's first frame in the cells of the viewport's kind and colours, its
    /// name under it; or why it cannot be opened.
    private func drawPreview(into grid: inout CellGrid, at rect: CellRect) {
        let (x, width) = Self.clearSidePanel(rect, in: &grid)
        guard let path = browser.selected else { return }
        let name = Self.baseName(path)
        guard let shown = browserPreview, shown.path == path else {
            return grid.write("opening " + name.messageText(limit: 60) + "…", column: x, row: rect.row, limit: width, attributes: .dim)
        }
        switch shown.content {
        case .frame(let viewport, let startFrame):
            let encoder = style.encoder(cellMode: cellMode, colorMode: colorMode, backdrop: backdrop)
            let cells = viewport.cells(
                frame: startFrame, columns: width, rows: max(rect.rows - 1, 0), encoder: encoder, contentMode: .scaleAspectFit, zoom: .none)
            grid.place(cells, column: x, row: rect.row)
            grid.write(name.messageText(limit: 200), column: x, row: rect.row + rect.rows - 1, limit: width, attributes: .dim)
        case .failure(let message):
            grid.write(name.messageText(limit: 200), column: x, row: rect.row, limit: width, attributes: .bold)
            for (offset, line) in Self.wrapped(message.messageText(limit: 400), width: width).prefix(max(rect.rows - 1, 0)).enumerated() {
                grid.write(line, column: x, row: rect.row + 1 + offset, limit: width)
            }
        }
    }

    /// `12,345`.
    static func grouped(_ value: Int) -> String {
        var digits = String(value)
        var index = digits.endIndex
        while digits.distance(from: digits.startIndex, to: index) > 3 {
            index = digits.index(index, offsetBy: -3)
            digits.insert(",", at: index)
        }
        return digits
    }
}
