import './categories.css';
import { useState } from 'react';
import { FolderPlus } from 'lucide-react';
import {
  Button,
  Container,
  EmptyState,
  ErrorPanel,
  PageHeading,
  Spinner,
  Tabs,
} from '@grocery/shared-ui';
import { ManagerNav } from '../../components/manager-nav';
import { CategoryCard } from './category-card';
import { CategoryRequestDialog, type RequestPreset } from './category-request-dialog';
import { latestRequestByCategory, pendingCategoryIds } from './category-requests';
import { MyRequestsList } from './my-requests-list';
import { useCategoryData } from './use-category-data';

type DialogState = { open: false } | { open: true; preset: RequestPreset | null };

/** /manager/categories: the categories, and the changes this manager asked an admin for. */
export default function ManagerCategoriesPage() {
  const { categories, requests, loading, error, reload } = useCategoryData();
  const [dialog, setDialog] = useState<DialogState>({ open: false });
  const [tab, setTab] = useState('current');
  const latest = latestRequestByCategory(requests);
  const pending = pendingCategoryIds(requests);
  const firstLoad = loading && categories.length === 0 && !error;

  const current =
    categories.length === 0 ? (
      <EmptyState titleAs="h3" title="No categories yet" />
    ) : (
      <ul className="mp-categories" aria-label="Categories">
        {categories.map((category) => (
          <CategoryCard
            key={category.id}
            category={category}
            pending={pending.has(category.id)}
            latest={latest.get(category.id)}
            onRequest={(preset) => setDialog({ open: true, preset })}
          />
        ))}
      </ul>
    );

  return (
    <Container className="mp-page">
      <ManagerNav />
      <PageHeading
        title="Category Management"
        subtitle="Changes to categories are reviewed by an administrator."
        actions={
          <Button
            icon={<FolderPlus size={18} />}
            onClick={() => setDialog({ open: true, preset: null })}
          >
            Request New Category
          </Button>
        }
      />
      {firstLoad ? (
        <div className="mp-page__loading">
          <Spinner label="Loading categories..." showLabel />
        </div>
      ) : error ? (
        <ErrorPanel message={error} onRetry={reload} />
      ) : (
        <Tabs
          label="Categories and requests"
          value={tab}
          onValueChange={setTab}
          tabs={[
            { id: 'current', label: 'Current Categories', content: current },
            {
              id: 'requests',
              label: `My Requests (${requests.length})`,
              content: <MyRequestsList requests={requests} />,
            },
          ]}
        />
      )}
      {dialog.open && (
        <CategoryRequestDialog
          categories={categories}
          preset={dialog.preset}
          onClose={() => setDialog({ open: false })}
          onSubmitted={() => {
            setDialog({ open: false });
            reload();
          }}
        />
      )}
    </Container>
  );
}
