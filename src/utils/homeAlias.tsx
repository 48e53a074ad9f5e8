/**
 * `/@index` is the home page's second address (spec section 2). The router (react-router 6.3)
 * cannot match a segment starting with "@" below the layout's `/`, so the address is a
 * top-level route that only leads home, like `/`.
 */
import { Navigate } from '@umijs/max';

export const HOME_ALIAS_ROUTE = { id: 'home-alias', path: '/@index', element: <Navigate to="/home" replace /> };
