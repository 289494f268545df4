try {
  const theme = localStorage.getItem('calchub-theme');
  if (theme === 'light' || theme === 'dark') {
    document.documentElement.dataset.theme = theme;
    for (const meta of document.querySelectorAll('meta[name="theme-color"]')) meta.setAttribute('media', meta.dataset.scheme === theme ? 'all' : 'not all');
  }
} catch {
  // Storage refused (a private window, a blocked site): the page follows the system setting.
}
