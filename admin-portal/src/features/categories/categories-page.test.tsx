import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderShop } from '@grocery/shared-ui/testing';
import { callsTo, fail, ok, page, serveApi, stopServing, type Routes } from '../../test/api';
import { categoryFixture } from '../../test/fixtures';
import AdminCategoriesPage from './categories-page';

const FRUIT = '00000000-0000-4000-8000-000000000001';
const APPLES = '00000000-0000-4000-8000-000000000002';
const gala = categoryFixture({
  id: '00000000-0000-4000-8000-000000000003',
  name: 'Gala',
  parentId: APPLES,
  productCount: 1,
});
const apples = categoryFixture({
  id: APPLES,
  name: 'Apples',
  description: null,
  parentId: FRUIT,
  parent: { id: FRUIT, name: 'Fruit' },
  children: [gala],
});
const fruit = categoryFixture({ id: FRUIT, children: [apples] });
const vegetables = categoryFixture({
  id: '00000000-0000-4000-8000-000000000004',
  name: 'Vegetables',
  isVisible: false,
  createdAt: '2026-11-21T10:00:00.000Z',
});
const listed = [fruit, apples, vegetables].map(({ children: _children, ...rest }) => rest);

function store(overrides: Routes = {}): Routes {
  return {
    'GET /categories': ok({ categories: listed, pagination: page(3, 24) }),
    'GET /categories/tree': ok({ categories: [fruit, vegetables] }),
    ...overrides,
  };
}

const card = (name: string) =>
  within(screen.getByRole('heading', { level: 2, name }).closest('li')!);
const cardNames = () =>
  within(screen.getByRole('list', { name: 'Categories' }))
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);

afterEach(stopServing);

describe('AdminCategoriesPage', () => {
  it('shows each category with description, parent, product count and created date', async () => {
    const seen = serveApi(store());
    renderShop(<AdminCategoriesPage />);
    await screen.findByRole('list', { name: 'Categories' });
    expect(card('Fruit').getByText('Fresh fruit')).toBeInTheDocument();
    expect(card('Fruit').getByText('Products: 3')).toBeInTheDocument();
    expect(card('Fruit').getByText('November 20, 2026')).toBeInTheDocument();
    expect(card('Apples').getByText('No description')).toBeInTheDocument();
    expect(card('Apples').getByText('Fruit')).toBeInTheDocument();
    expect(card('Vegetables').getByText('Hidden')).toBeInTheDocument();
    const [list] = callsTo(seen, 'GET /categories');
    expect(list?.query.get('includeHidden')).toBe('true');
    expect(list?.query.get('sort')).toBe('newest');
  });

  it("says 'No categories yet' when there are none", async () => {
    serveApi(
      store({
        'GET /categories': ok({ categories: [], pagination: page(0, 24) }),
        'GET /categories/tree': ok({ categories: [] }),
      }),
    );
    renderShop(<AdminCategoriesPage />);
    expect(await screen.findByText('No categories yet')).toBeInTheDocument();
  });

  it('checks the name with the spec messages and lists the new category first', async () => {
    const created = categoryFixture({ id: 'c-herbs', name: 'Herbs', description: null });
    const seen = serveApi(
      store({
        'POST /categories': ok({ category: created }, 'Category created successfully!'),
        'PUT /categories/c-herbs': ok({ category: { ...created, name: 'Fresh Herbs' } }),
      }),
    );
    renderShop(<AdminCategoriesPage />);
    await screen.findByRole('list', { name: 'Categories' });
    await userEvent.click(screen.getByRole('button', { name: 'Add Category' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Add Category' }));
    const submit = dialog.getByRole('button', { name: 'Create Category' });
    await userEvent.click(submit);
    expect(await dialog.findByText('Category name is required')).toBeInTheDocument();
    await userEvent.type(dialog.getByLabelText(/Category name/), 'H');
    await userEvent.click(submit);
    expect(
      await dialog.findByText('Category name must be at least 2 characters'),
    ).toBeInTheDocument();
    expect(callsTo(seen, 'POST /categories')).toHaveLength(0);

    await userEvent.type(dialog.getByLabelText(/Category name/), 'erbs');
    expect(dialog.getByRole('combobox', { name: 'Parent category' })).toHaveDisplayValue(
      'No Parent (Root Category)',
    );
    await userEvent.click(submit);
    expect(await screen.findByText('Category created successfully!')).toBeInTheDocument();
    expect(callsTo(seen, 'POST /categories')[0]?.body).toMatchObject({
      name: 'Herbs',
      parentId: null,
      isVisible: true,
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(cardNames()[0]).toBe('Herbs');

    await userEvent.click(screen.getByRole('button', { name: 'Edit Herbs' }));
    const name = within(screen.getByRole('dialog')).getByLabelText(/Category name/);
    await userEvent.clear(name);
    await userEvent.type(name, 'Fresh Herbs');
    await userEvent.click(screen.getByRole('button', { name: 'Update Category' }));
    expect(await screen.findByText('Category updated successfully!')).toBeInTheDocument();
    expect(cardNames()[0]).toBe('Fresh Herbs');
  });

  it('leaves the category and its descendants out of the parent choices when editing', async () => {
    const seen = serveApi(
      store({
        [`PUT /categories/${APPLES}`]: ok({ category: { ...apples, name: 'Green Apples' } }),
      }),
    );
    renderShop(<AdminCategoriesPage />);
    await screen.findByRole('list', { name: 'Categories' });
    await userEvent.click(screen.getByRole('button', { name: 'Edit Apples' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Edit Category' }));
    const parent = dialog.getByRole('combobox', { name: 'Parent category' });
    expect(
      within(parent)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['No Parent (Root Category)', 'Fruit', 'Vegetables']);
    expect(parent).toHaveValue(FRUIT);

    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await userEvent.click(screen.getByRole('button', { name: 'Edit Fruit' }));
    const fruitParent = within(screen.getByRole('dialog')).getByRole('combobox', {
      name: 'Parent category',
    });
    expect(
      within(fruitParent)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['No Parent (Root Category)', 'Vegetables']);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));

    await userEvent.click(screen.getByRole('button', { name: 'Edit Vegetables' }));
    const vegParent = within(screen.getByRole('dialog')).getByRole('combobox', {
      name: 'Parent category',
    });
    expect(
      within(vegParent)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['No Parent (Root Category)', 'Fruit', '— Apples', '— — Gala']);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));

    await userEvent.click(screen.getByRole('button', { name: 'Edit Apples' }));
    const name = within(screen.getByRole('dialog')).getByLabelText(/Category name/);
    await userEvent.clear(name);
    await userEvent.type(name, 'Green Apples');
    await userEvent.click(screen.getByRole('button', { name: 'Update Category' }));
    expect(await screen.findByText('Category updated successfully!')).toBeInTheDocument();
    expect(callsTo(seen, `PUT /categories/${APPLES}`)[0]?.body).toMatchObject({
      name: 'Green Apples',
      parentId: FRUIT,
    });
  });

  it('shows a server refusal of a save inside the form', async () => {
    serveApi(
      store({
        'POST /categories': fail(409, 'A category named "Fruit" already exists here'),
      }),
    );
    renderShop(<AdminCategoriesPage />);
    await screen.findByRole('list', { name: 'Categories' });
    await userEvent.click(screen.getByRole('button', { name: 'Add Category' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Add Category' }));
    await userEvent.type(dialog.getByLabelText(/Category name/), 'Fruit');
    await userEvent.click(dialog.getByRole('button', { name: 'Create Category' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(
      'A category named "Fruit" already exists here',
    );
  });

  it('asks before deleting, shows a refusal, and confirms a deletion', async () => {
    let refuse = true;
    const seen = serveApi(
      store({
        [`DELETE /categories/${FRUIT}`]: () =>
          refuse
            ? fail(409, 'Move or delete its 3 products and 1 subcategory first')
            : ok({ id: FRUIT }, 'Category deleted successfully!'),
      }),
    );
    renderShop(<AdminCategoriesPage />);
    await screen.findByRole('list', { name: 'Categories' });
    await userEvent.click(screen.getByRole('button', { name: 'Delete Fruit' }));
    const dialog = within(screen.getByRole('alertdialog', { name: 'Delete Fruit?' }));
    expect(dialog.getByText('Are you sure you want to delete this category?')).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(
      'Move or delete its 3 products and 1 subcategory first',
    );

    refuse = false;
    await userEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Category deleted successfully!')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(callsTo(seen, `DELETE /categories/${FRUIT}`)).toHaveLength(2);
    expect(callsTo(seen, 'GET /categories')).toHaveLength(2);
  });
});
