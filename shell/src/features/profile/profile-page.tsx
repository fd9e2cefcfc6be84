import { useState } from 'react';
import { Link } from 'react-router-dom';
import {
  Button,
  ButtonLink,
  Card,
  CardBody,
  CardHeader,
  Container,
  memberSince,
  RoleBadge,
  useAsync,
} from '@grocery/shared-ui';
import { getProfile, updateSessionUser, useSession } from '@grocery/shared-api';
import { BriefcaseBusiness, Pencil } from 'lucide-react';
import { ProfileDetails } from './profile-details';
import { ProfileForm } from './profile-form';
import './profile.css';

export function ProfilePage() {
  const { user } = useSession();
  const [editing, setEditing] = useState(false);
  // The session holds the user as of login; the profile page shows the server's current copy.
  useAsync(async () => updateSessionUser(await getProfile()), []);
  if (!user) return null;

  return (
    <Container className="shell-profile">
      <div className="shell-profile__intro">
        <span className="shell-profile__avatar" aria-hidden="true">
          {user.name.slice(0, 1).toUpperCase()}
        </span>
        <div>
          <h1>{user.name}</h1>
          <p className="shell-profile__meta">
            <RoleBadge role={user.role} /> <span>Member since {memberSince(user.createdAt)}</span>
          </p>
        </div>
      </div>
      <Card>
        <CardHeader
          titleAs="h2"
          title="Personal information"
          description={editing ? 'Update your name, phone and address.' : undefined}
          action={
            !editing && (
              <Button
                variant="outline"
                size="sm"
                icon={<Pencil size={16} />}
                onClick={() => setEditing(true)}
              >
                Edit Profile
              </Button>
            )
          }
        />
        <CardBody>
          {editing ? (
            <ProfileForm user={user} onDone={() => setEditing(false)} />
          ) : (
            <ProfileDetails user={user} />
          )}
        </CardBody>
      </Card>
      {user.role === 'customer' && (
        <Card>
          <CardHeader
            titleAs="h2"
            title="Run a shop?"
            description="Ask an administrator to make you a store manager, then sell your products here."
            action={
              <ButtonLink
                as={Link}
                to="/requests"
                variant="outline"
                size="sm"
                icon={<BriefcaseBusiness size={16} />}
              >
                Become a store manager
              </ButtonLink>
            }
          />
        </Card>
      )}
    </Container>
  );
}
