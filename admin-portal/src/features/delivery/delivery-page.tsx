import './delivery.css';
import { getDeliverySchedule, listAdminDeliverySlots } from '@grocery/shared-api';
import { LoadError, Skeleton, useAsync } from '@grocery/shared-ui';
import { AdminPage } from '../../components/admin-page';
import { ComingSlots } from './coming-slots';
import { ScheduleForm } from './schedule-form';

/** /admin/delivery: the schedule, and the coming slots with their orders booked. */
export default function AdminDeliveryPage() {
  const schedule = useAsync((signal) => getDeliverySchedule({ signal }), []);
  const slots = useAsync((signal) => listAdminDeliverySlots({}, { signal }), []);
  return (
    <AdminPage title="Delivery" subtitle="When shoppers can have their groceries delivered.">
      <div className="ap-delivery">
        {schedule.error !== undefined ? (
          <LoadError
            error={schedule.error}
            fallback="Failed to load the delivery schedule"
            onRetry={schedule.reload}
          />
        ) : !schedule.data ? (
          <Skeleton className="ap-delivery__loading" />
        ) : (
          <ScheduleForm schedule={schedule.data} onSaved={() => slots.reload()} />
        )}
        <section className="gs-card gs-card--pad-md" aria-labelledby="coming-slots">
          <h2 id="coming-slots" className="ap-delivery__title">
            Coming slots
          </h2>
          {slots.error !== undefined ? (
            <LoadError
              error={slots.error}
              fallback="Failed to load delivery slots"
              onRetry={slots.reload}
            />
          ) : !slots.data ? (
            <Skeleton className="ap-delivery__loading" />
          ) : (
            <ComingSlots slots={slots.data} />
          )}
        </section>
      </div>
    </AdminPage>
  );
}
