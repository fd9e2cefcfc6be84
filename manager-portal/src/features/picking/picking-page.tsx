import { PageHeading, Container } from '@grocery/shared-ui';
import { PickingBoard } from '@grocery/shared-ui/commerce';
import { LazyScreen } from '../../components/lazy-screen';
import { ManagerNavBar } from '../../components/manager-nav-bar';

/** /manager/picking: store managers pick and pack orders as admins do. */
export default function ManagerPickingPage() {
  return (
    <>
      <ManagerNavBar />
      <Container className="mp-picking">
        <PageHeading
          title="Picking"
          subtitle="Pick each order aisle by aisle, then mark it packed."
        />
        <LazyScreen>
          <PickingBoard />
        </LazyScreen>
      </Container>
    </>
  );
}
