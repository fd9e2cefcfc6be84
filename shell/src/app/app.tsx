import { BrowserRouter } from 'react-router-dom';
import { AppRoutes } from './routing/app-routes';
import { ScrollMemory } from './routing/scroll-memory';
import { Toasts } from './toasts';

export function App() {
  return (
    <BrowserRouter>
      <ScrollMemory />
      <AppRoutes />
      <Toasts />
    </BrowserRouter>
  );
}
