import { Suspense } from 'react';
import { PickingBoard, Spinner } from '@grocery/shared-ui';
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
