// Imported (for its side effect) by the code of every screen except the home page, and by the lazily
// loaded shell parts (account menu, toasts): Mantine's styles for what those screens use. Vite emits them
// as one stylesheet that loads with the first such screen; the first load of the home page skips it.
import './mantine-screens.css';
