import type { ReactNode } from 'react';
import { lazy, Suspense } from 'react';
import { Admin, CustomRoutes, Layout, Menu, Resource, usePermissions } from 'react-admin';
import { Route } from 'react-router-dom';
import { authProvider } from './authProvider';
import { contentDataProvider } from './dataProvider';
import Dashboard from './Dashboard';
import MediaUpload from './MediaUpload';
import { collectionCreate, collectionEdit, collectionList, collectionShow, GlobalEdit } from './resources';
import type { Schema } from './schema';
import { darkTheme, lightTheme } from './theme';

const SyncPanel = lazy(() => import('./SyncPanel'));
const Maintenance = lazy(() => import('./Maintenance'));
const MyKeys = lazy(() => import('./MyKeys'));
const MyAccount = lazy(() => import('./MyAccount'));
const AllKeys = lazy(() => import('./AllKeys'));
const Webhooks = lazy(() => import('./Webhooks'));
const MediaLibrary = lazy(() => import('./MediaLibrary'));
const AuditScreen = lazy(() => import('./AuditScreen'));
const Lazy = ({ children }: { children: ReactNode }) => <Suspense fallback={null}>{children}</Suspense>;

function AppMenu({ schema }: { schema: Schema }) {
  const { permissions } = usePermissions<string[]>();
  const isAdmin = permissions?.includes('admin');
  const canWrite = isAdmin || permissions?.includes('editor');
  return (
    <Menu>
      <Menu.DashboardItem />
      <Menu.ResourceItems />
      {schema.globals.map((global) => <Menu.Item key={global.slug} to={`/globals/${global.slug}`} primaryText={global.label} />)}
      {canWrite && <Menu.Item to="/sync" primaryText="Sync" />}
      {isAdmin && <Menu.Item to="/maintenance" primaryText="Maintenance" />}
      {isAdmin && <Menu.Item to="/api-keys" primaryText="API keys" />}
      {isAdmin && <Menu.Item to="/webhooks" primaryText="Webhooks" />}
      {isAdmin && <Menu.Item to="/audit" primaryText="Audit trail" />}
      <Menu.Item to="/my-account" primaryText="My account" />
      <Menu.Item to="/my-keys" primaryText="My API keys" />
    </Menu>
  );
}

/** The admin app: a resource per collection the caller may read, forms from the service's field definitions. */
export default function App({ schema }: { schema: Schema }) {
  return (
    <Admin
      title="Storefront admin"
      dataProvider={contentDataProvider(schema)}
      authProvider={authProvider}
      dashboard={() => <Dashboard schema={schema} />}
      layout={({ children }: { children: ReactNode }) => <Layout menu={() => <AppMenu schema={schema} />}>{children}</Layout>}
      requireAuth
      disableTelemetry
      // Light or dark as the system asks (prefers-color-scheme), unless the app bar's toggle chose one.
      theme={lightTheme}
      darkTheme={darkTheme}
    >
      {schema.collections.filter((collection) => collection.access.read).map((collection) => (
        <Resource
          key={collection.slug}
          name={collection.slug}
          options={{ label: collection.labels.plural }}
          recordRepresentation={collection.useAsTitle}
          list={collection.slug === 'media' ? <Lazy><MediaLibrary /></Lazy> : collectionList(collection)}
          edit={collection.access.update ? collectionEdit(collection) : undefined}
          show={collection.access.update ? undefined : collectionShow(collection)}
          create={!collection.access.create ? undefined : collection.slug === 'media' ? MediaUpload : collectionCreate(collection)}
        />
      ))}
      <CustomRoutes>
        {schema.globals.map((global) => <Route key={global.slug} path={`/globals/${global.slug}`} element={<GlobalEdit global={global} />} />)}
        <Route path="/sync" element={<Lazy><SyncPanel /></Lazy>} />
        <Route path="/maintenance" element={<Lazy><Maintenance /></Lazy>} />
        <Route path="/my-keys" element={<Lazy><MyKeys /></Lazy>} />
        <Route path="/api-keys" element={<Lazy><AllKeys /></Lazy>} />
        <Route path="/webhooks" element={<Lazy><Webhooks /></Lazy>} />
        <Route path="/audit" element={<Lazy><AuditScreen schema={schema} /></Lazy>} />
        <Route path="/my-account" element={<Lazy><MyAccount /></Lazy>} />
      </CustomRoutes>
    </Admin>
  );
}
