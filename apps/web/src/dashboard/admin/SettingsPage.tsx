// Settings: the shop's name, contact, hours, social links, announcement and home page hero, saved together.
import type { ShopSettings } from '@atelier/domain';
import { useRef, useState } from 'react';
import { PageHeader } from '../../components/PageHeader';
import { QueryState } from '../../components/QueryState';
import { useGetSettingsQuery, useUpdateSettingsMutation } from '../../features/settings/api';
import { SettingsForm } from '../../features/settings/SettingsForm';
import { toSettingsDraft, toSettingsInput } from '../../features/settings/settingsDraft';
import { settingsFieldErrors } from '../../features/settings/taxSettings';
import { useImageUpload } from '../../features/uploads/useImageUpload';
import { errorMessage } from '../../shared/api/errors';
import { toast } from '../../shared/toast';
import { useDocumentTitle } from '../../shared/useDocumentTitle';
import { markAndFocusFirstInvalid } from '../../shared/useFieldErrors';

function SettingsEditor({ settings }: { settings: ShopSettings }) {
  const [draft, setDraft] = useState(() => toSettingsDraft(settings));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState('');
  const [updateSettings, { isLoading }] = useUpdateSettingsMutation();
  const uploadImage = useImageUpload();
  const formRef = useRef<HTMLFormElement>(null);

  async function save() {
    try {
      const saved = await updateSettings(toSettingsInput(draft)).unwrap();
      setDraft(toSettingsDraft(saved));
      setErrors({});
      setFailure('');
      toast.success('Settings saved');
    } catch (error) {
      markAndFocusFirstInvalid(formRef.current, () => {
        setErrors(settingsFieldErrors(error));
        setFailure(errorMessage(error));
      });
    }
  }

  return (
    <>
      {failure && (
        <p role="alert" className="mb-6 rounded-md bg-danger-soft px-4 py-3 text-danger">
          {Object.keys(errors).length > 0 ? 'Some settings need a change before they can be saved: see below.' : failure}
        </p>
      )}
      <SettingsForm
        draft={draft}
        onChange={(change) => setDraft(change)}
        errors={errors}
        uploadImage={uploadImage}
        onSubmit={() => void save()}
        busy={isLoading}
        ref={formRef}
      />
    </>
  );
}

export default function SettingsPage() {
  useDocumentTitle('Settings');
  // Asked afresh each time the screen opens: another admin may have saved meanwhile.
  const settings = useGetSettingsQuery(undefined, { refetchOnMountOrArgChange: true });
  return (
    <>
      <PageHeader
        title="Settings"
        description="How the shop presents itself: its name, contact, announcement and home page; its currency and tax."
      />
      <QueryState query={settings} emptyText="No settings yet.">
        {(loaded) => <SettingsEditor settings={loaded} />}
      </QueryState>
    </>
  );
}
