// The admin's user table: role badges, the role editor and deletion.
import type { User } from '@atelier/domain';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { useDocumentTitle } from '../../../app/useDocumentTitle';
import { Badge } from '../../../components/Badge';
import { Button, buttonClasses } from '../../../components/Button';
import { LoadingState } from '../../../components/LoadingState';
import { Table } from '../../../components/Table';
import { useDeleteUserMutation, useGetUsersQuery } from '../api/users';
import { PageHeader } from '../PageHeader';
import { EditUserModal } from './EditUserModal';

const COLUMNS = ['No.', 'User email', 'User role', 'Edit', 'Delete'] as const;

export default function ManageUsersPage() {
  useDocumentTitle('Users');
  const { data: users, isLoading, isError } = useGetUsersQuery();
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

  if (isLoading) return <LoadingState />;
  if (isError || !users) {
    return (
      <p role="alert" className="text-danger">
        Failed to load blogs.
      </p>
    );
  }

  return (
    <>
      <PageHeader
        title="All Blogs"
        actions={
          <Link to="/blogs" className={buttonClasses({ variant: 'secondary', size: 'sm' })}>
            See all
          </Link>
        }
      />
      <Table label="Users" columns={COLUMNS}>
        {users.map((user, i) => (
          <tr key={user._id}>
            <td className="text-muted">{i + 1}</td>
            <td className="font-medium text-ink">{user.email}</td>
            <td>
              <Badge tone={user.role === 'admin' ? 'accent' : 'neutral'}>{user.role}</Badge>
            </td>
            <td>
              <Button variant="ghost" size="sm" aria-label={`Edit ${user.email}`} onClick={() => setEditing(user)}>
                Edit
              </Button>
            </td>
            <td>
              <Button variant="danger" size="sm" aria-label={`Delete ${user.email}`} onClick={() => void handleDelete(user._id)}>
                Delete
              </Button>
            </td>
          </tr>
        ))}
      </Table>
      {editing ? <EditUserModal user={editing} onClose={() => setEditing(null)} /> : null}
    </>
  );
}
