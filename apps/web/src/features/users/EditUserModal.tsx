// The 'Edit User!' modal: an admin switches a user's role either way.
import { ROLES, type Role, type User } from '@atelier/domain';
import { useState } from 'react';
import { FormField, readOnlyControlClasses } from '../../components/FormField';
import { Modal } from '../../components/Modal';
import { ModalActions } from '../../components/ModalActions';
import { SelectField } from '../../components/SelectField';
import { selectCurrentUser, setUser } from '../../shared/session/authSlice';
import { useAppDispatch, useAppSelector } from '../../shared/store/hooks';
import { toast } from '../../shared/toast';
import { useUpdateUserRoleMutation } from './api';

interface EditUserModalProps {
  user: User;
  onClose: () => void;
}

export function EditUserModal({ user, onClose }: EditUserModalProps) {
  const dispatch = useAppDispatch();
  const me = useAppSelector(selectCurrentUser);
  const [role, setRole] = useState<Role>(user.role);
  const [updateUserRole, { isLoading }] = useUpdateUserRoleMutation();

  async function handleSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    try {
      const { user: updated } = await updateUserRole({ userId: user._id, role }).unwrap();
      toast.success('User role updated successfully');
      // An admin who changes their own role sees the dashboard that role allows.
      if (me?._id === updated._id) dispatch(setUser(updated));
      onClose();
    } catch (error) {
      console.error('Updating the role failed', error);
    }
  }

  return (
    <Modal open onClose={onClose} title="Edit User!">
      <form onSubmit={handleSubmit} className="space-y-4">
        <FormField label="Email">
          {(id) => <input id={id} type="email" value={user.email} readOnly className={readOnlyControlClasses} />}
        </FormField>
        <SelectField label="Role" value={role} options={ROLES} onChange={setRole} />
        <ModalActions onCancel={onClose} submitLabel="Save" busy={isLoading} />
      </form>
    </Modal>
  );
}
