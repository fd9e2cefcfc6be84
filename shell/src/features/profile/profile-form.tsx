import '../../components/form.css';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from '@grocery/shared-ui';
import { applyServerFieldErrors, Input, Textarea } from '@grocery/shared-ui/forms';
import { getErrorMessage, updateProfile, updateSessionUser, type User } from '@grocery/shared-api';
import { profileUpdateSchema } from '@grocery/shared-api/validation';
import type { z } from 'zod';
import { notify } from '../../lib/notify';

type ProfileValues = z.input<typeof profileUpdateSchema>;
type ProfileData = z.output<typeof profileUpdateSchema>;
const FIELDS = ['name', 'phone', 'address'] as const;

export const PROFILE_UPDATED = 'Profile updated successfully!';
export const PROFILE_UPDATE_FAILED = 'Failed to update profile.';

interface ProfileFormProps {
  user: User;
  onDone: () => void;
}

export function ProfileForm({ user, onDone }: ProfileFormProps) {
  const { register, handleSubmit, setError, formState } = useForm<
    ProfileValues,
    unknown,
    ProfileData
  >({
    resolver: zodResolver(profileUpdateSchema),
    defaultValues: { name: user.name, phone: user.phone ?? '', address: user.address ?? '' },
  });
  const { errors, isSubmitting } = formState;

  const onValid = async (values: ProfileData) => {
    try {
      updateSessionUser(await updateProfile(values));
      notify.success(PROFILE_UPDATED);
      onDone();
    } catch (error) {
      applyServerFieldErrors(error, setError, FIELDS);
      notify.error(getErrorMessage(error, PROFILE_UPDATE_FAILED));
    }
  };

  return (
    <form className="shell-form" noValidate onSubmit={handleSubmit(onValid)}>
      <Input
        label="Full name"
        autoComplete="name"
        required
        error={errors.name?.message}
        {...register('name')}
      />
      <Input
        label="Email"
        type="email"
        value={user.email}
        readOnly
        disabled
        hint="Your sign-in email cannot be changed here."
      />
      <Input
        label="Phone"
        type="tel"
        autoComplete="tel"
        error={errors.phone?.message}
        {...register('phone')}
      />
      <Textarea
        label="Address"
        autoComplete="street-address"
        rows={3}
        error={errors.address?.message}
        {...register('address')}
      />
      <div className="shell-form__actions">
        <Button variant="ghost" onClick={onDone} disabled={isSubmitting}>
          Cancel
        </Button>
        <Button type="submit" loading={isSubmitting} loadingLabel="Saving...">
          Save Changes
        </Button>
      </div>
    </form>
  );
}
