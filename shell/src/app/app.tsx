import { BrowserRouter } from 'react-router-dom';
import { AppRoutes } from './routing/app-routes';
import { ScrollToTop } from './routing/scroll-to-top';
import { Toasts } from './toasts';

export function App() {
  return (
    <BrowserRouter>
      <ScrollToTop />
      <AppRoutes />
      <Toasts />
    </BrowserRouter>
  );
}
