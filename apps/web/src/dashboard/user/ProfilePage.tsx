// The signed-in user's details, edited in a modal; whether the shop may email them; their password and where they are
// signed in.
import { Pencil } from 'lucide-react';
import { useState } from 'react';
import { Avatar } from '../../components/Avatar';
import { Button } from '../../components/Button';
import { PageHeader } from '../../components/PageHeader';
import { ChangePasswordForm } from '../../features/auth/ChangePasswordForm';
import { ActiveSessions } from '../../features/sessions/ActiveSessions';
import { useImageUpload } from '../../features/uploads/useImageUpload';
import { EditProfileModal } from '../../features/users/EditProfileModal';
import { MarketingConsentSwitch } from '../../features/users/MarketingConsentSwitch';
import { useTranslate } from '../../shared/i18n/useTranslate';
import { useSignedInUser } from '../../shared/session/useSignedInUser';
import { useDocumentTitle } from '../../shared/useDocumentTitle';

export default function ProfilePage() {
  const translate = useTranslate();
  useDocumentTitle(translate('nav.profile'));
  const user = useSignedInUser();
  const [editing, setEditing] = useState(false);
  const uploadImage = useImageUpload();

  const details = [
    { key: 'username', label: translate('account.profile.username'), value: user.username },
    { key: 'email', label: translate('account.profile.email'), value: user.email },
    { key: 'profession', label: translate('account.profile.profession'), value: user.profession },
    { key: 'bio', label: translate('account.profile.bio'), value: user.bio },
  ];

  return (
    <>
      <PageHeader
        title={translate('nav.profile')}
        actions={
          <Button onClick={() => setEditing(true)}>
            <Pencil aria-hidden="true" className="size-4" />
            {translate('account.profile.edit')}
          </Button>
        }
      />
      <section className="flex flex-col gap-8 rounded-card border border-line bg-white p-6 shadow-card sm:flex-row sm:p-8">
        <Avatar user={user} sizePx={128} />
        <dl className="grid flex-1 gap-5 sm:grid-cols-2">
          {details.map(({ key, label, value }) => (
            <div key={key} className={key === 'bio' ? 'sm:col-span-2' : ''}>
              <dt className="text-xs uppercase tracking-wider text-muted">{label}</dt>
              <dd className="mt-1 break-words text-ink">
                {value || <span className="text-muted">{translate('account.profile.notSet')}</span>}
              </dd>
            </div>
          ))}
        </dl>
      </section>
      <MarketingConsentSwitch user={user} />
      <ChangePasswordForm />
      <ActiveSessions />
      {/* Mounted only while open, so each opening starts from the stored user. */}
      {editing ? <EditProfileModal user={user} open onClose={() => setEditing(false)} uploadImage={uploadImage} /> : null}
    </>
  );
}
