// Adding a product: every field but the image is required before anything is sent.
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { PageHeader } from '../../components/PageHeader';
import { useCreateProductMutation } from '../../features/products/api';
import { ProductForm } from '../../features/products/ProductForm';
import {
  EMPTY_PRODUCT_FORM,
  missingProductFields,
  type ProductFormValues,
  productBody,
  type RequiredProductField,
} from '../../features/products/productForm';
import { useImageUpload } from '../../features/uploads/useImageUpload';
import { errorMessage } from '../../shared/api/errors';
import { useSignedInUser } from '../../shared/session/useSignedInUser';
import { toast } from '../../shared/toast';
import { useDocumentTitle } from '../../shared/useDocumentTitle';
import { markAndFocusFirstInvalid } from '../../shared/useFieldErrors';

export default function AddProductPage() {
  useDocumentTitle('Add product');
  const user = useSignedInUser();
  const navigate = useNavigate();
  const [createProduct, { isLoading }] = useCreateProductMutation();
  const uploadImage = useImageUpload();
  const [values, setValues] = useState<ProductFormValues>(EMPTY_PRODUCT_FORM);
  const [error, setError] = useState('');
  const [missing, setMissing] = useState<RequiredProductField[]>([]);
  const formRef = useRef<HTMLFormElement>(null);

  async function handleSubmit() {
    const empty = missingProductFields(values);
    if (empty.length > 0) {
      toast.error('Please fill in all fields.');
      markAndFocusFirstInvalid(formRef.current, () => setMissing(empty));
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
        onChange={(changes) => {
          setValues((current) => ({ ...current, ...changes }));
          setMissing((marked) => marked.filter((field) => !(field in changes)));
        }}
        onSubmit={() => void handleSubmit()}
        submitLabel="Add Product"
        busyLabel="Adding..."
        busy={isLoading}
        error={error}
        uploadImage={uploadImage}
        missing={missing}
        ref={formRef}
      />
    </>
  );
}
