// Promotions: every discount code and automatic discount with its uses and state, what the owner can do to each (edit,
// switch off or on, delete), and the form for a new one or the one being edited.
import type { Promotion } from '@atelier/domain';
import { useRef, useState } from 'react';
import { PageHeader } from '../../components/PageHeader';
import { QueryState } from '../../components/QueryState';
import {
  useCreatePromotionMutation,
  useDeletePromotionMutation,
  useListPromotionsQuery,
  useUpdatePromotionMutation,
} from '../../features/promotions/api';
import { PromotionForm } from '../../features/promotions/PromotionForm';
import { PromotionsTable } from '../../features/promotions/PromotionsTable';
import {
  EMPTY_PROMOTION_FORM,
  type PromotionFormValues,
  promotionBody,
  promotionFormValues,
  promotionName,
  promotionWith,
} from '../../features/promotions/promotionForm';
import { errorMessage, fieldErrors } from '../../shared/api/errors';
import { toast } from '../../shared/toast';
import { useDocumentTitle } from '../../shared/useDocumentTitle';

export default function PromotionsPage() {
  useDocumentTitle('Promotions');
  const promotions = useListPromotionsQuery(undefined, { refetchOnMountOrArgChange: true });
  const [createPromotion, { isLoading: creating }] = useCreatePromotionMutation();
  const [updatePromotion, { isLoading: updating }] = useUpdatePromotionMutation();
  const [deletePromotion] = useDeletePromotionMutation();
  const [values, setValues] = useState<PromotionFormValues>(EMPTY_PROMOTION_FORM);
  const [editing, setEditing] = useState<Promotion | null>(null);
  const [refused, setRefused] = useState<Record<string, string>>({});
  const formHeading = useRef<HTMLHeadingElement>(null);

  function startEditing(promotion: Promotion) {
    setEditing(promotion);
    setValues(promotionFormValues(promotion));
    setRefused({});
    // The form is below the list: the owner is taken to it, and a screen reader hears which promotion it holds.
    requestAnimationFrame(() => formHeading.current?.focus());
  }

  function stopEditing() {
    setEditing(null);
    setValues(EMPTY_PROMOTION_FORM);
    setRefused({});
  }

  async function save() {
    setRefused({});
    try {
      const saved = editing
        ? await updatePromotion({ id: editing._id, body: promotionBody(values, editing.active) }).unwrap()
        : await createPromotion(promotionBody(values)).unwrap();
      toast.success(`Promotion '${promotionName(saved)}' ${editing ? 'saved' : 'created'}`);
      stopEditing();
    } catch (error) {
      const fields = fieldErrors(error);
      setRefused(fields);
      if (Object.keys(fields).length === 0) {
        toast.error(`Could not ${editing ? 'save' : 'create'} the promotion: ${errorMessage(error)}`);
      }
    }
  }

  function switchPromotion(promotion: Promotion, active: boolean) {
    updatePromotion({ id: promotion._id, body: promotionWith(promotion, active) })
      .unwrap()
      .then(() => toast.success(`'${promotionName(promotion)}' ${active ? 'switched on' : 'deactivated'}`))
      .catch((error: unknown) => toast.error(`Could not ${active ? 'switch it on' : 'deactivate'}: ${errorMessage(error)}`));
  }

  function remove(promotion: Promotion) {
    deletePromotion(promotion._id)
      .unwrap()
      .then((removal) => {
        if (editing?._id === promotion._id) stopEditing();
        toast.success(removal.message);
      })
      .catch((error: unknown) => toast.error(`Could not delete: ${errorMessage(error)}`));
  }

  return (
    <>
      <PageHeader
        title="Promotions"
        description="Discount codes shoppers enter in the cart, and automatic discounts. One discount applies per order: the one taking the most off."
      />
      <QueryState query={promotions} emptyText="No promotions yet." isEmpty={(found) => found.length === 0}>
        {(found) => <PromotionsTable promotions={found} onEdit={startEditing} onSwitch={switchPromotion} onDelete={remove} />}
      </QueryState>
      <h2 ref={formHeading} tabIndex={-1} className="mt-10 mb-4 text-xl">
        {editing ? `Edit ${promotionName(editing)}` : 'New promotion'}
      </h2>
      <PromotionForm
        values={values}
        onChange={(changes) => setValues((current) => ({ ...current, ...changes }))}
        onSubmit={() => void save()}
        busy={creating || updating}
        fieldErrors={refused}
        editing={editing ? promotionName(editing) : undefined}
        onCancel={stopEditing}
      />
    </>
  );
}
