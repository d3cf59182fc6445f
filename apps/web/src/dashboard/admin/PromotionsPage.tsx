// Promotions: every discount code and automatic discount with its uses and state, Deactivate, and a form for a new one.
import { useState } from 'react';
import { PageHeader } from '../../components/PageHeader';
import { QueryState } from '../../components/QueryState';
import { useCreatePromotionMutation, useListPromotionsQuery, useUpdatePromotionMutation } from '../../features/promotions/api';
import { PromotionForm } from '../../features/promotions/PromotionForm';
import { PromotionsTable } from '../../features/promotions/PromotionsTable';
import {
  EMPTY_PROMOTION_FORM,
  type PromotionFormValues,
  promotionBody,
  promotionWith,
} from '../../features/promotions/promotionForm';
import { errorMessage, fieldErrors } from '../../shared/api/errors';
import { toast } from '../../shared/toast';
import { useDocumentTitle } from '../../shared/useDocumentTitle';

export default function PromotionsPage() {
  useDocumentTitle('Promotions');
  const promotions = useListPromotionsQuery(undefined, { refetchOnMountOrArgChange: true });
  const [createPromotion, { isLoading: creating }] = useCreatePromotionMutation();
  const [updatePromotion] = useUpdatePromotionMutation();
  const [values, setValues] = useState<PromotionFormValues>(EMPTY_PROMOTION_FORM);
  const [refused, setRefused] = useState<Record<string, string>>({});

  async function create() {
    setRefused({});
    try {
      const created = await createPromotion(promotionBody(values)).unwrap();
      toast.success(`Promotion '${created.code ?? created.label}' created`);
      setValues(EMPTY_PROMOTION_FORM);
    } catch (error) {
      const fields = fieldErrors(error);
      setRefused(fields);
      if (Object.keys(fields).length === 0) toast.error(`Could not create the promotion: ${errorMessage(error)}`);
    }
  }

  return (
    <>
      <PageHeader
        title="Promotions"
        description="Discount codes shoppers enter in the cart, and automatic discounts. One discount applies per order: the one taking the most off."
      />
      <QueryState query={promotions} emptyText="No promotions yet." isEmpty={(found) => found.length === 0}>
        {(found) => (
          <PromotionsTable
            promotions={found}
            onDeactivate={(promotion) => {
              updatePromotion({ id: promotion._id, body: promotionWith(promotion, false) })
                .unwrap()
                .then(() => toast.success(`'${promotion.code ?? promotion.label}' deactivated`))
                .catch((error: unknown) => toast.error(`Could not deactivate: ${errorMessage(error)}`));
            }}
          />
        )}
      </QueryState>
      <h2 className="mt-10 mb-4 text-xl">New promotion</h2>
      <PromotionForm
        values={values}
        onChange={(changes) => setValues((current) => ({ ...current, ...changes }))}
        onSubmit={() => void create()}
        busy={creating}
        fieldErrors={refused}
      />
    </>
  );
}
