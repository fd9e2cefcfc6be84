import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { createStoreManagerRequest, getErrorMessage, type StoreRequest } from '@grocery/shared-api';
import { storeManagerRequestSchema } from '@grocery/shared-api/validation';
import { notify } from '@grocery/shared-ui';
import { FormDialog, Textarea } from '@grocery/shared-ui/forms';

type RequestValues = z.input<typeof storeManagerRequestSchema>;
type RequestData = z.output<typeof storeManagerRequestSchema>;

export const REQUEST_SUBMITTED = 'Request submitted successfully!';

interface NewRequestDialogProps {
  onClose: () => void;
  onSubmitted: (request: StoreRequest) => void;
}

/** A customer asks to become a store manager (spec section 5, Store manager request). */
export function NewRequestDialog({ onClose, onSubmitted }: NewRequestDialogProps) {
  const { register, handleSubmit, formState } = useForm<RequestValues, unknown, RequestData>({
    resolver: zodResolver(storeManagerRequestSchema),
    defaultValues: { reason: '', experience: '' },
  });
  const { errors, isSubmitting } = formState;

  const onValid = async ({ reason, experience }: RequestData) => {
    try {
      onSubmitted(await createStoreManagerRequest({ reason, experience: experience || null }));
      notify.success(REQUEST_SUBMITTED);
    } catch (error) {
      notify.error(getErrorMessage(error, 'Failed to submit request'));
    }
  };

  return (
    <FormDialog
      title="Become a Store Manager"
      description="Tell us why you would like to manage a store. An administrator reviews every request."
      onSubmit={handleSubmit(onValid)}
      submitting={isSubmitting}
      submitLabel="Submit Request"
      loadingLabel="Submitting..."
      onClose={onClose}
      formClassName="sf-request-form"
    >
      <Textarea
        label="Reason"
        required
        rows={4}
        hint="At least 10 characters."
        error={errors.reason?.message}
        {...register('reason')}
      />
      <Textarea
        label="Experience"
        rows={3}
        hint="Optional: shops or teams you have run before."
        error={errors.experience?.message}
        {...register('experience')}
      />
    </FormDialog>
  );
}
