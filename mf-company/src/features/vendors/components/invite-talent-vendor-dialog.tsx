import { zodResolver } from '@hookform/resolvers/zod';
import { useToast, messageOf } from '@portal/shared';
import {
  talentVendorInviteSchema,
  type TalentVendorInviteInput,
  type TalentVendorInviteValues,
} from '@portal/shared/validation';
import { TextField } from '@portal/shared/forms';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { InviteDialog } from '../../../components/invite-dialog';
import { useInviteTalentVendorMutation } from '../api/invite-talent-vendor';

export interface InviteTalentVendorDialogProps {
  open: boolean;
  companyId: string;
  onClose: () => void;
}

const EMPTY: TalentVendorInviteInput = { first_name: '', last_name: '', email: '', message: '' };

export function InviteTalentVendorDialog({
  open,
  companyId,
  onClose,
}: InviteTalentVendorDialogProps) {
  const toast = useToast();
  const invite = useInviteTalentVendorMutation();
  const [manualLink, setManualLink] = useState<string | null>(null);
  const { control, handleSubmit, reset, formState } = useForm<
    TalentVendorInviteInput,
    unknown,
    TalentVendorInviteValues
  >({
    resolver: zodResolver(talentVendorInviteSchema),
    defaultValues: EMPTY,
  });

  function close() {
    reset(EMPTY);
    setManualLink(null);
    onClose();
  }

  async function submit(values: TalentVendorInviteValues) {
    try {
      const result = await invite.mutateAsync({ values, companyId });
      if (!result.emailSent) {
        toast.warning(result.message, result.emailError ?? undefined);
        setManualLink(result.invitationUrl);
        return;
      }
      toast.success(
        'Talent vendor invited!',
        result.resent
          ? `The invitation to ${values.email} was sent again with a new link.`
          : `An invitation was sent to ${values.email}.`,
      );
      close();
    } catch (error) {
      toast.error('Failed to invite talent vendor.', messageOf(error));
    }
  }

  const p = { control, idPrefix: 'talent-vendor' };
  return (
    <InviteDialog
      open={open}
      title="Invite Talent Vendor"
      invitee="the talent vendor"
      manualLink={manualLink}
      onClose={close}
      onFinish={handleSubmit(submit)}
      submitting={formState.isSubmitting}
    >
      <TextField {...p} name="first_name" label="First Name" required />
      <TextField {...p} name="last_name" label="Last Name" required />
      <TextField {...p} name="email" label="Email" type="email" required />
      <TextField {...p} name="message" label="Message (optional)" multiline />
    </InviteDialog>
  );
}
