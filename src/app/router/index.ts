// The app's router (docs/architecture.md, "The router"): the small declarative subset of react-router 7 the app uses, with its names and rules.
export { Link, Navigate, Route, Routes, isPlainLeftClick, type LinkProps, type RouteProps } from './components';
export { useLocation, useNavigate, useNavigationType, useParams, useSearchParams, type NavigateFunction, type NavigateOptions } from './hooks';
export { generatePath, matchRoutes, rankRoutes, decodePath, type Params, type RouteBranch } from './match';
export type { Location, NavigationType, Path } from './paths';
export { BrowserRouter, MemoryRouter, Router } from './routers';
export { browserHistory, memoryHistory, type History } from './history';
