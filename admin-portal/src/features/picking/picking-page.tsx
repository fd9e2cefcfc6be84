import { Suspense } from 'react';
import { Spinner } from '@grocery/shared-ui';
import { PickingBoard } from '@grocery/shared-ui/commerce';
import { AdminPage } from '../../components/admin-page';

/** /admin/picking: the day's or a slot's orders, picked aisle by aisle, then packed. */
export default function AdminPickingPage() {
  return (
    <AdminPage title="Picking" subtitle="Pick each order aisle by aisle, then mark it packed.">
      <Suspense fallback={<Spinner label="Loading the pick list" />}>
        <PickingBoard />
      </Suspense>
    </AdminPage>
  );
}
