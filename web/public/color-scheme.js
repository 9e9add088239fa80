// Runs in <head> before the first paint (docs/decisions/032-dark-mode.md): sets the colour scheme Mantine's
// styles read, from a saved choice (Mantine's own storage key) or else the system setting, so the pre-rendered
// page never paints in the wrong scheme. The logic of Mantine's ColorSchemeScript with defaultColorScheme
// "auto", as a file: the Content-Security-Policy allows no inline script.
{
  let scheme = 'light';
  try {
    const saved = window.localStorage.getItem('mantine-color-scheme-value');
    if (saved === 'light' || saved === 'dark') scheme = saved;
    else scheme = window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
  } catch {
    // No storage or no matchMedia: light, as the document's own attribute says.
  }
  document.documentElement.setAttribute('data-mantine-color-scheme', scheme);
}
