// Editing the signed-in user's profile; on save the stored user becomes the one the server answers.
import type { User } from '@atelier/domain';
import { useState } from 'react';
import { controlClasses, FormField } from '../../components/FormField';
import { ImageUpload } from '../../components/ImageUpload';
import { Modal } from '../../components/Modal';
import { ModalActions } from '../../components/ModalActions';
import { useTranslate } from '../../shared/i18n/useTranslate';
import { setUser } from '../../shared/session/authSlice';
import { useAppDispatch } from '../../shared/store/hooks';
import { toast } from '../../shared/toast';
import { useEditProfileMutation } from './api';

interface EditProfileModalProps {
  user: User;
  open: boolean;
  onClose: () => void;
  /** Stores a chosen image (a data URL) and answers its URL. */
  uploadImage: (dataUrl: string) => Promise<string>;
}

export function EditProfileModal({ user, open, onClose, uploadImage }: EditProfileModalProps) {
  const dispatch = useAppDispatch();
  const [editProfile, { isLoading }] = useEditProfileMutation();
  const translate = useTranslate();
  const [form, setForm] = useState({
    username: user.username,
    profileImage: user.profileImage,
    bio: user.bio,
    profession: user.profession,
  });
  const set = (field: keyof typeof form) => (value: string) => setForm((f) => ({ ...f, [field]: value }));

  async function handleSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    try {
      // The email consent is the account page's switch: this form never sends it, so it cannot change it.
      const { user: updated } = await editProfile({ ...form, userId: user._id }).unwrap();
      dispatch(setUser(updated));
      toast.success(translate('account.profile.updated'));
      onClose();
    } catch (error) {
      console.warn('Profile update failed', error);
      toast.error(translate('account.profile.failed'));
    }
  }

  return (
    <Modal open={open} onClose={onClose} title={translate('account.profile.editTitle')}>
      <form onSubmit={handleSubmit} className="space-y-4">
        <FormField label={translate('account.profile.username')}>
          {(id) => (
            <input
              id={id}
              required
              value={form.username}
              onChange={(e) => set('username')(e.target.value)}
              className={controlClasses}
            />
          )}
        </FormField>
        <ImageUpload
          label={translate('account.profile.image')}
          currentImage={form.profileImage}
          upload={uploadImage}
          onChange={set('profileImage')}
        />
        <FormField label={translate('account.profile.bio')}>
          {(id) => (
            <textarea id={id} rows={3} value={form.bio} onChange={(e) => set('bio')(e.target.value)} className={controlClasses} />
          )}
        </FormField>
        <FormField label={translate('account.profile.profession')}>
          {(id) => (
            <input
              id={id}
              value={form.profession}
              onChange={(e) => set('profession')(e.target.value)}
              className={controlClasses}
            />
          )}
        </FormField>
        <ModalActions
          onCancel={onClose}
          submitLabel={isLoading ? translate('account.saving') : translate('account.save')}
          busy={isLoading}
        />
      </form>
    </Modal>
  );
}
