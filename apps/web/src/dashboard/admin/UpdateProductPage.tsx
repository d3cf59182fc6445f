// Editing a product: the form starts from the stored product and sends back the version it started from, so the server
// refuses it once the product changed meanwhile (a sale, a hold, another admin's edit); reloading starts it afresh.
import type { ProductWithImages } from '@atelier/domain';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Button } from '../../components/Button';
import { LoadingState } from '../../components/LoadingState';
import { PageHeader } from '../../components/PageHeader';
import { useGetProductByIdQuery, useUpdateProductMutation } from '../../features/products/api';
import { LowestPriceNote } from '../../features/products/LowestPriceNote';
import { ProductForm } from '../../features/products/ProductForm';
import { type ProductFormValues, productBody, productFormValues } from '../../features/products/productForm';
import { useImageUpload } from '../../features/uploads/useImageUpload';
import { errorMessage, hasStatus } from '../../shared/api/errors';
import { toast } from '../../shared/toast';
import { useDocumentTitle } from '../../shared/useDocumentTitle';

export default function UpdateProductPage() {
  useDocumentTitle('Update product');
  const { id = '' } = useParams();
  const { data, isLoading, error, refetch } = useGetProductByIdQuery(id);
  const [reloads, setReloads] = useState(0);

  async function reload() {
    await refetch();
    setReloads((count) => count + 1);
  }

  return (
    <>
      <PageHeader title="Update product" />
      {isLoading ? (
        <LoadingState />
      ) : error || !data ? (
        <p role="alert" className="text-danger">{`Error fetching product: ${errorMessage(error)}`}</p>
      ) : (
        // Reloading starts the form afresh from the product as it now stands.
        <UpdateProductForm key={`${data.product._id}:${reloads}`} product={data.product} onReload={() => void reload()} />
      )}
    </>
  );
}

function UpdateProductForm({ product, onReload }: { product: ProductWithImages; onReload: () => void }) {
  const navigate = useNavigate();
  const [updateProduct, { isLoading }] = useUpdateProductMutation();
  const uploadImage = useImageUpload();
  const [values, setValues] = useState<ProductFormValues>(() => productFormValues(product));
  // The version the form was filled from, whatever a refetch brings meanwhile: it is what the edit was made on.
  const [loadedVersion] = useState(product.version);
  const [error, setError] = useState('');
  const [changedMeanwhile, setChangedMeanwhile] = useState(false);

  async function handleSubmit() {
    setError('');
    setChangedMeanwhile(false);
    try {
      await updateProduct({ id: product._id, changes: { ...productBody(values), version: loadedVersion } }).unwrap();
      toast.success('Product updated successfully!');
      await navigate('/dashboard/manage-products');
    } catch (failure) {
      console.error('Updating the product failed', failure);
      setError(`Error updating product: ${errorMessage(failure)}`);
      setChangedMeanwhile(hasStatus(failure, 409));
    }
  }

  return (
    <>
      <ProductForm
        values={values}
        onChange={(changes) => setValues((current) => ({ ...current, ...changes }))}
        onSubmit={() => void handleSubmit()}
        submitLabel="Update Product"
        busyLabel="Updating..."
        busy={isLoading}
        error={error}
        uploadImage={uploadImage}
        productId={product._id}
      />
      <LowestPriceNote product={product} typedPrice={values.price} />
      {changedMeanwhile ? (
        <div className="mt-4 flex flex-wrap items-center justify-between gap-3 rounded-md bg-cream px-4 py-3 text-sm text-ink">
          <p>Reload the product to see it as it is now; the changes typed here are not kept.</p>
          <Button variant="secondary" size="sm" onClick={onReload}>
            Reload the product
          </Button>
        </div>
      ) : null}
    </>
  );
}
