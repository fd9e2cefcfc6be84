import { BrowserRouter } from 'react-router-dom';
import { AppRoutes } from './routing/app-routes';
import { RouteFocus } from './routing/route-focus';
import { ScrollMemory } from './routing/scroll-memory';
import { Toasts } from './toasts';

export function App() {
  return (
    <BrowserRouter>
      <ScrollMemory />
      <AppRoutes />
      <RouteFocus />
      <Toasts />
    </BrowserRouter>
  );
}
