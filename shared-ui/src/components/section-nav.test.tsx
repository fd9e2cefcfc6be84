import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FolderTree, LayoutDashboard, Package } from 'lucide-react';
import { MemoryRouter } from 'react-router-dom';
import { SectionNav } from './section-nav';

const SECTIONS = [
  { to: '/staff/dashboard', label: 'Dashboard', icon: LayoutDashboard },
  { to: '/staff/products', label: 'Products', icon: Package },
  { to: '/staff/categories', label: 'Categories', icon: FolderTree },
];

function renderAt(route: string) {
  render(
    <MemoryRouter initialEntries={[route]}>
      <SectionNav label="Staff" sections={SECTIONS} />
    </MemoryRouter>,
  );
}

describe('SectionNav', () => {
  it('links every section, in order, inside a named navigation landmark', () => {
    renderAt('/staff/products');
    const nav = screen.getByRole('navigation', { name: 'Staff' });
    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Dashboard', 'Products', 'Categories']);
    expect(links.map((link) => link.getAttribute('href'))).toEqual(SECTIONS.map((s) => s.to));
    for (const link of links) expect(nav).toContainElement(link);
  });

  it('marks only the current section with aria-current, and moves the mark on navigation', async () => {
    renderAt('/staff/products');
    expect(screen.getByRole('link', { name: 'Products' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('link', { name: 'Categories' })).not.toHaveAttribute('aria-current');

    await userEvent.click(screen.getByRole('link', { name: 'Categories' }));
    expect(screen.getByRole('link', { name: 'Categories' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.getByRole('link', { name: 'Products' })).not.toHaveAttribute('aria-current');
  });

  it('hides the icons from screen readers so each link reads as its label', () => {
    renderAt('/staff/dashboard');
    for (const icon of document.querySelectorAll('.gs-section-nav__link svg')) {
      expect(icon).toHaveAttribute('aria-hidden', 'true');
    }
    expect(document.querySelectorAll('.gs-section-nav__link svg')).toHaveLength(3);
  });
});
