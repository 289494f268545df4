try {
  const theme = localStorage.getItem('calchub-theme');
  if (theme === 'light' || theme === 'dark') document.documentElement.dataset.theme = theme;
} catch {
  // Storage refused (a private window, a blocked site): the page follows the system setting.
}
