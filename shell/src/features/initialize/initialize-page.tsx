import { Logo } from '@grocery/shared-ui';
import { setSession, type Session } from '@grocery/shared-api';
import { AuthCard } from '../../components/auth-card';
import { markInitialized } from '../../lib/auth-state';
import { notify } from '../../lib/notify';
import { InitializeForm } from './initialize-form';
import './initialize.css';

export const INITIALIZED = 'System initialized successfully! Welcome, Admin!';

/** Signs the new admin in; the initialization gate then leaves /initialize for /dashboard. */
function onInitialized(session: Session) {
  setSession(session, true);
  markInitialized();
  notify.success(INITIALIZED);
}

/** First run: create the administrator account, which is then signed in. */
export function InitializePage() {
  return (
    <main id="main" className="shell-initialize">
      <div className="shell-initialize__brand">
        <Logo size="lg" />
      </div>
      <AuthCard
        title="Set up your store"
        subtitle="Create the first administrator account. This is done once, the first time the store runs."
      >
        <InitializeForm onInitialized={onInitialized} />
      </AuthCard>
    </main>
  );
}
