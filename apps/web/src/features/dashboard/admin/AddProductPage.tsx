// Adding a product: every field but the image is required before anything is sent.
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { errorMessage } from '../../../app/api';
import { useDocumentTitle } from '../../../app/useDocumentTitle';
import { useCreateProductMutation } from '../api/products';
import { PageHeader } from '../PageHeader';
import { useSignedInUser } from '../useSignedInUser';
import { ProductForm } from './ProductForm';
import { EMPTY_PRODUCT_FORM, isProductFormComplete, type ProductFormValues, productBody } from './productForm';

export default function AddProductPage() {
  useDocumentTitle('Add product');
  const user = useSignedInUser();
  const navigate = useNavigate();
  const [createProduct, { isLoading }] = useCreateProductMutation();
  const [values, setValues] = useState<ProductFormValues>(EMPTY_PRODUCT_FORM);
  const [error, setError] = useState('');

  async function handleSubmit() {
    if (!isProductFormComplete(values)) {
      toast.error('Please fill in all fields.');
      return;
    }
    setError('');
    try {
      await createProduct({ ...productBody(values), author: user._id }).unwrap();
      toast.success('Product added successfully!');
      setValues(EMPTY_PRODUCT_FORM);
      await navigate('/shop');
    } catch (failure) {
      console.error('Adding the product failed', failure);
      setError(`Error adding product: ${errorMessage(failure)}`);
    }
  }

  return (
    <>
      <PageHeader title="Add new product" description="Name, category, colour, price and description are required." />
      <ProductForm
        values={values}
        onChange={(changes) => setValues((current) => ({ ...current, ...changes }))}
        onSubmit={() => void handleSubmit()}
        submitLabel="Add Product"
        busyLabel="Adding..."
        busy={isLoading}
        error={error}
      />
    </>
  );
}
