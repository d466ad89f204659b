import { createBrowserRouter } from 'react-router';
import { shopRoutes } from './routes';

export const router = createBrowserRouter(shopRoutes);
