// The admin's user table: role badges, the role editor and deletion.
import type { User } from '@atelier/domain';
import { useState } from 'react';
import { Badge } from '../../components/Badge';
import { Button } from '../../components/Button';
import { DeleteButton } from '../../components/DeleteButton';
import { PageHeader } from '../../components/PageHeader';
import { QueryState } from '../../components/QueryState';
import { SeeAllLink } from '../../components/SeeAllLink';
import { Table } from '../../components/Table';
import { useDeleteUserMutation, useGetUsersQuery } from '../../features/users/api';
import { EditUserModal } from '../../features/users/EditUserModal';
import { toast } from '../../shared/toast';
import { useDocumentTitle } from '../../shared/useDocumentTitle';

const COLUMNS = ['No.', 'User email', 'User role', 'Edit', 'Delete'] as const;

export default function ManageUsersPage() {
  useDocumentTitle('Users');
  const users = useGetUsersQuery();
  const [deleteUser] = useDeleteUserMutation();
  const [editing, setEditing] = useState<User | null>(null);

  async function handleDelete(id: string) {
    try {
      await deleteUser(id).unwrap();
      toast.success('User deleted successfully');
    } catch (error) {
      console.error('Deleting the user failed', error);
    }
  }

  return (
    <>
      <PageHeader title="All Blogs" actions={<SeeAllLink to="/blogs" />} />
      <QueryState query={users} errorText="Failed to load blogs." emptyText="No users yet.">
        {(list) => (
          <Table
            label="Users"
            columns={COLUMNS}
            rows={list.map((user, i) => ({
              key: user._id,
              cells: [
                <span key="no" className="text-muted">
                  {i + 1}
                </span>,
                <span key="email" className="font-medium text-ink">
                  {user.email}
                </span>,
                <Badge key="role" tone={user.role === 'admin' ? 'accent' : 'neutral'}>
                  {user.role}
                </Badge>,
                <Button key="edit" variant="ghost" size="sm" aria-label={`Edit ${user.email}`} onClick={() => setEditing(user)}>
                  Edit
                </Button>,
                <DeleteButton
                  key="delete"
                  what={user.email}
                  named={`'${user.username}' (${user.email})`}
                  consequence="Their account, sign-ins and reviews go; their orders stay in the books."
                  onDelete={() => void handleDelete(user._id)}
                />,
              ],
            }))}
          />
        )}
      </QueryState>
      {editing ? <EditUserModal user={editing} onClose={() => setEditing(null)} /> : null}
    </>
  );
}
