/**
 * Whether a click on a link asks for it in place: the main button with no modifier key. A middle click, or one with
 * Ctrl, ⌘, Shift or Alt, asks for a new tab, a window or a download, and is left to the browser.
 * @param event - the click, as the DOM or React gives it
 * @returns true when the page may handle the click itself instead of following the link
 * @example
 * <a href="?tab=formula" onClick={(event) => { if (isPlainClick(event)) { event.preventDefault(); showFormula(); } }}>
 */
export function isPlainClick(event: Pick<MouseEvent, 'button' | 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey'>): boolean {
  return event.button === 0 && !(event.metaKey || event.ctrlKey || event.shiftKey || event.altKey);
}
