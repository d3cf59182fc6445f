import { createBrowserRouter } from 'react-router';
import HomePlaceholder from './HomePlaceholder';

export const router = createBrowserRouter([{ path: '/', element: <HomePlaceholder /> }]);
