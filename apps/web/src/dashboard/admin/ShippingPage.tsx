// Shipping: the zones the shop delivers to, each edited whole (countries, tax, delivery methods) and saved with one
// button, and a way to add more.
import { countryList, type ShippingZone } from '@atelier/domain';
import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { DeleteButton } from '../../components/DeleteButton';
import { PageHeader } from '../../components/PageHeader';
import { QueryState } from '../../components/QueryState';
import {
  useCreateShippingZoneMutation,
  useDeleteShippingZoneMutation,
  useGetShippingZonesQuery,
  useUpdateShippingZoneMutation,
} from '../../features/shipping/api';
import { methodDeleteConsequence, zoneDeleteConsequence } from '../../features/shipping/deleteConsequences';
import { ZoneEditor } from '../../features/shipping/ZoneEditor';
import { errorMessage } from '../../shared/api/errors';
import { toast } from '../../shared/toast';
import { useDocumentTitle } from '../../shared/useDocumentTitle';
import { OrderSection } from './OrderSection';

interface ZoneCardProps {
  zone: ShippingZone;
  /** Says what the deletion did; the card goes with the zone, so the focus goes to what it says. */
  onDeleted: (message: string) => void;
}

function ZoneCard({ zone, onDeleted }: ZoneCardProps) {
  const { refetch } = useGetShippingZonesQuery();
  const [updateZone] = useUpdateShippingZoneMutation();
  const [deleteZone] = useDeleteShippingZoneMutation();

  async function removeZone() {
    try {
      await deleteZone(zone._id).unwrap();
      const unserved = zone.countries.length > 0 ? `: the shop no longer delivers to ${countryList(zone.countries)}` : '';
      onDeleted(`Zone '${zone.name}' deleted${unserved}`);
    } catch (error) {
      toast.error(`Could not delete '${zone.name}': ${errorMessage(error)}`);
    }
  }

  return (
    <OrderSection title={zone.name}>
      <ZoneEditor
        zone={zone}
        submitLabel="Save zone"
        onSave={(body) => updateZone({ id: zone._id, ...body }).unwrap()}
        onReload={async () => (await refetch()).data?.find((found) => found._id === zone._id)}
        methodDeleteConsequence={(methodId) => {
          const method = zone.methods.find((found) => found._id === methodId);
          return method ? methodDeleteConsequence(zone, method) : '';
        }}
      />
      <div className="mt-4 border-t border-line pt-4">
        <DeleteButton
          what={`zone ${zone.name}`}
          label="Delete zone"
          named={`the zone '${zone.name}'`}
          consequence={zoneDeleteConsequence(zone)}
          variant="ghost"
          onDelete={() => void removeZone()}
        />
      </div>
    </OrderSection>
  );
}

export default function ShippingPage() {
  useDocumentTitle('Shipping');
  const zones = useGetShippingZonesQuery(undefined, { refetchOnMountOrArgChange: true });
  const [createZone] = useCreateShippingZoneMutation();
  const [deleted, setDeleted] = useState('');
  const deletedRef = useRef<HTMLParagraphElement>(null);
  function showDeleted(message: string) {
    flushSync(() => setDeleted(message));
    deletedRef.current?.focus();
  }
  return (
    <>
      <PageHeader
        title="Shipping"
        description="Where the shop delivers, by which methods, at what price, and from which subtotal delivery is free. Each zone is saved with its button."
      />
      <div className="space-y-6">
        <p ref={deletedRef} role="status" tabIndex={-1} className="text-sm text-ink empty:-mb-6">
          {deleted}
        </p>
        <QueryState query={zones} emptyText="No zones yet: the shop delivers nowhere." isEmpty={(found) => found.length === 0}>
          {(found) => (
            <div className="space-y-6">
              {found.map((zone) => (
                <ZoneCard key={zone._id} zone={zone} onDeleted={showDeleted} />
              ))}
            </div>
          )}
        </QueryState>
        <OrderSection title="Add a zone">
          <ZoneEditor submitLabel="Add zone" onSave={(body) => createZone(body).unwrap()} />
        </OrderSection>
      </div>
    </>
  );
}
