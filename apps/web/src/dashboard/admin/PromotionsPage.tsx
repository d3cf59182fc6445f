// Promotions: every discount code and automatic discount with its uses and state, what the owner can do to each (edit,
// switch off or on, delete), and the form for a new one or the one being edited. A switch pressed hands the focus to
// the other switch of its row; a deleted row, to the next row's Edit.
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
  PROMOTION_FORM_FIELDS,
  type PromotionFormValues,
  promotionBody,
  promotionFormValues,
  promotionName,
  promotionWith,
} from '../../features/promotions/promotionForm';
import { errorMessage } from '../../shared/api/errors';
import { toast } from '../../shared/toast';
import { useDocumentTitle } from '../../shared/useDocumentTitle';
import { useFieldErrors } from '../../shared/useFieldErrors';
import { useFocusKeptInList } from '../../shared/useFocusKeptInList';

const SWITCHES = /^(Deactivate|Switch on) /;

/** In a promotion's row: its switch, when the control gone was the other switch; else its first button, Edit. */
function rowControl(row: HTMLElement, gone: HTMLElement): HTMLElement | null {
  const buttons = [...row.querySelectorAll<HTMLElement>('button')];
  const wasSwitch = SWITCHES.test(gone.getAttribute('aria-label') ?? '');
  return (wasSwitch && buttons.find((button) => SWITCHES.test(button.getAttribute('aria-label') ?? ''))) || buttons[0] || null;
}

/** A refused category (`categories.1`) is said under the categories. */
const formField = (field: string) => (field.startsWith('categories.') ? 'categories' : field);

export default function PromotionsPage() {
  useDocumentTitle('Promotions');
  const promotions = useListPromotionsQuery(undefined, { refetchOnMountOrArgChange: true });
  const [createPromotion, { isLoading: creating }] = useCreatePromotionMutation();
  const [updatePromotion, { isLoading: updating }] = useUpdatePromotionMutation();
  const [deletePromotion] = useDeletePromotionMutation();
  const [values, setValues] = useState<PromotionFormValues>(EMPTY_PROMOTION_FORM);
  const [editing, setEditing] = useState<Promotion | null>(null);
  const { formRef, errors: refused, show, showRefusal, clear } = useFieldErrors();
  const formHeading = useRef<HTMLHeadingElement>(null);
  const listRef = useRef<HTMLDivElement>(null);
  useFocusKeptInList({
    listRef,
    itemSelector: 'tbody tr',
    items: promotions.data,
    focusIn: rowControl,
    fallback: () => formHeading.current,
  });

  function startEditing(promotion: Promotion) {
    setEditing(promotion);
    setValues(promotionFormValues(promotion));
    show({});
    // The form is below the list: the owner is taken to it, and a screen reader hears which promotion it holds.
    requestAnimationFrame(() => formHeading.current?.focus());
  }

  function stopEditing() {
    setEditing(null);
    setValues(EMPTY_PROMOTION_FORM);
    show({});
  }

  async function save() {
    try {
      const saved = editing
        ? await updatePromotion({ id: editing._id, body: promotionBody(values, editing.active) }).unwrap()
        : await createPromotion(promotionBody(values)).unwrap();
      toast.success(`Promotion '${promotionName(saved)}' ${editing ? 'saved' : 'created'}`);
      stopEditing();
    } catch (error) {
      const unsaid = showRefusal(error, PROMOTION_FORM_FIELDS, formField);
      if (unsaid) toast.error(`Could not ${editing ? 'save' : 'create'} the promotion: ${unsaid}`);
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
      <div ref={listRef}>
        <QueryState query={promotions} emptyText="No promotions yet." isEmpty={(found) => found.length === 0}>
          {(found) => <PromotionsTable promotions={found} onEdit={startEditing} onSwitch={switchPromotion} onDelete={remove} />}
        </QueryState>
      </div>
      <h2 ref={formHeading} tabIndex={-1} className="mt-10 mb-4 text-xl">
        {editing ? `Edit ${promotionName(editing)}` : 'New promotion'}
      </h2>
      <PromotionForm
        values={values}
        onChange={(changes) => {
          setValues((current) => ({ ...current, ...changes }));
          for (const field of Object.keys(changes)) clear(field);
        }}
        onSubmit={() => void save()}
        busy={creating || updating}
        fieldErrors={refused}
        ref={formRef}
        editing={editing ? promotionName(editing) : undefined}
        onCancel={stopEditing}
      />
    </>
  );
}
