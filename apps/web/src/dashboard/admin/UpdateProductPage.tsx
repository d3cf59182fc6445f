// Editing a product: the form starts from the stored product; the server checks what is sent.
import type { Product } from '@atelier/domain';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { LoadingState } from '../../components/LoadingState';
import { PageHeader } from '../../components/PageHeader';
import { useGetProductByIdQuery, useUpdateProductMutation } from '../../features/products/api';
import { ProductForm } from '../../features/products/ProductForm';
import { type ProductFormValues, productBody, productFormValues } from '../../features/products/productForm';
import { useImageUpload } from '../../features/uploads/useImageUpload';
import { errorMessage } from '../../shared/api/errors';
import { toast } from '../../shared/toast';
import { useDocumentTitle } from '../../shared/useDocumentTitle';

export default function UpdateProductPage() {
  useDocumentTitle('Update product');
  const { id = '' } = useParams();
  const { data, isLoading, error } = useGetProductByIdQuery(id);

  return (
    <>
      <PageHeader title="Update product" />
      {isLoading ? (
        <LoadingState />
      ) : error || !data ? (
        <p role="alert" className="text-danger">{`Error fetching product: ${errorMessage(error)}`}</p>
      ) : (
        <UpdateProductForm key={data.product._id} product={data.product} />
      )}
    </>
  );
}

function UpdateProductForm({ product }: { product: Product }) {
  const navigate = useNavigate();
  const [updateProduct, { isLoading }] = useUpdateProductMutation();
  const uploadImage = useImageUpload();
  const [values, setValues] = useState<ProductFormValues>(() => productFormValues(product));
  const [error, setError] = useState('');

  async function handleSubmit() {
    setError('');
    try {
      await updateProduct({ id: product._id, changes: productBody(values) }).unwrap();
      toast.success('Product updated successfully!');
      await navigate('/dashboard/manage-products');
    } catch (failure) {
      console.error('Updating the product failed', failure);
      setError(`Error updating product: ${errorMessage(failure)}`);
    }
  }

  return (
    <ProductForm
      values={values}
      onChange={(changes) => setValues((current) => ({ ...current, ...changes }))}
      onSubmit={() => void handleSubmit()}
      submitLabel="Update Product"
      busyLabel="Updating..."
      busy={isLoading}
      error={error}
      uploadImage={uploadImage}
    />
  );
}
