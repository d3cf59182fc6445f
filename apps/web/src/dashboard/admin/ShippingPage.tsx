// Shipping: the zones the shop delivers to, each with its countries and delivery methods, and a way to add more.
import { countryList, countryName, type ShippingZone } from '@atelier/domain';
import { DeleteButton } from '../../components/DeleteButton';
import { PageHeader } from '../../components/PageHeader';
import { QueryState } from '../../components/QueryState';
import {
  useCreateShippingMethodMutation,
  useCreateShippingZoneMutation,
  useDeleteShippingMethodMutation,
  useDeleteShippingZoneMutation,
  useGetShippingZonesQuery,
  useUpdateShippingMethodMutation,
  useUpdateShippingZoneMutation,
} from '../../features/shipping/api';
import { methodDeleteConsequence, zoneDeleteConsequence } from '../../features/shipping/deleteConsequences';
import { MethodForm } from '../../features/shipping/MethodForm';
import { ZoneForm } from '../../features/shipping/ZoneForm';
import { errorMessage } from '../../shared/api/errors';
import { toast } from '../../shared/toast';
import { useDocumentTitle } from '../../shared/useDocumentTitle';
import { OrderSection } from './OrderSection';

function ZoneCard({ zone }: { zone: ShippingZone }) {
  const [updateZone] = useUpdateShippingZoneMutation();
  const [deleteZone] = useDeleteShippingZoneMutation();
  const [createMethod] = useCreateShippingMethodMutation();
  const [updateMethod] = useUpdateShippingMethodMutation();
  const [deleteMethod] = useDeleteShippingMethodMutation();

  async function removeZone() {
    try {
      await deleteZone(zone._id).unwrap();
      const unserved = zone.countries.length > 0 ? `: the shop no longer delivers to ${countryList(zone.countries)}` : '';
      toast.success(`Zone '${zone.name}' deleted${unserved}`);
    } catch (error) {
      toast.error(`Could not delete '${zone.name}': ${errorMessage(error)}`);
    }
  }

  async function removeMethod(id: string, name: string) {
    try {
      const answer = await deleteMethod(id).unwrap();
      toast.success(answer.deactivated ? `'${name}' is no longer offered: past orders used it` : `'${name}' deleted`);
    } catch (error) {
      toast.error(`Could not delete '${name}': ${errorMessage(error)}`);
    }
  }

  return (
    <OrderSection title={zone.name}>
      <p className="mb-4 text-sm text-muted">{zone.countries.map(countryName).join(', ')}</p>
      <ZoneForm zone={zone} submitLabel="Save zone" onSave={(body) => updateZone({ id: zone._id, ...body }).unwrap()} />
      <h3 className="mt-6 text-lg">Delivery methods</h3>
      <div className="divide-y divide-line">
        {zone.methods.map((method) => (
          <MethodForm
            key={method._id}
            method={method}
            submitLabel="Save method"
            onSave={(body) => updateMethod({ id: method._id, ...body }).unwrap()}
            onDelete={() => void removeMethod(method._id, method.name)}
            deleteConsequence={methodDeleteConsequence(zone, method)}
          />
        ))}
      </div>
      <h3 className="mt-4 text-lg">Add a method</h3>
      <MethodForm submitLabel="Add method" onSave={(body) => createMethod({ zoneId: zone._id, ...body }).unwrap()} />
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
  return (
    <>
      <PageHeader
        title="Shipping"
        description="Where the shop delivers, by which methods, at what price, and from which subtotal delivery is free."
      />
      <div className="space-y-6">
        <QueryState query={zones} emptyText="No zones yet: the shop delivers nowhere." isEmpty={(found) => found.length === 0}>
          {(found) => (
            <div className="space-y-6">
              {found.map((zone) => (
                <ZoneCard key={zone._id} zone={zone} />
              ))}
            </div>
          )}
        </QueryState>
        <OrderSection title="Add a zone">
          <ZoneForm submitLabel="Add zone" onSave={(body) => createZone(body).unwrap()} />
        </OrderSection>
      </div>
    </>
  );
}
