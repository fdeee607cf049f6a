import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { Route, Routes } from 'react-router-dom';
import { CentreRoute, CentrelessRoute } from '../features/centre-selection/CentreRoutes';
import { Layout } from './layout/Layout';

/**
 * The spec's route table (section 2), declarative: each screen is its own chunk (React.lazy), loaded on first
 * visit. Static segments win over `:center`, so `/services` is never a centre. (The data router of React Router
 * would add about 10 kB gzip of loader/action machinery that this site does not use.)
 */
const Landing = lazy(() => import('../routes/Landing'));
const CentreHome = lazy(() => import('../routes/CentreHome'));
const ServicesList = lazy(() => import('../routes/ServicesList'));
const ServiceDetail = lazy(() => import('../routes/ServiceDetail'));
const Configurator = lazy(() => import('../routes/Configurator'));
const Realisations = lazy(() => import('../routes/Realisations'));
const Admin = lazy(() => import('../routes/Admin'));
const Franchise = lazy(() => import('../routes/Franchise'));
const Maritime = lazy(() => import('../routes/Maritime'));
const Contact = lazy(() => import('../routes/Contact'));
const LegalNotice = lazy(() => import('../routes/LegalNotice'));
const Privacy = lazy(() => import('../routes/Privacy'));
const Terms = lazy(() => import('../routes/Terms'));
const Sitemap = lazy(() => import('../routes/Sitemap'));
const NotFound = lazy(() => import('../routes/NotFound'));

const screen = (Screen: LazyExoticComponent<ComponentType>) => <Screen />;
/**
 * The configurator's six depths, one route each. (Optional segments, `:type?/:brand?/…`, would be expanded by
 * React Router into every subset of them, 32 routes per form, each compiled to a regular expression at every match:
 * a measurable share of the first render on a phone.)
 */
const configuratorPaths = [
  'reprogrammation',
  'reprogrammation/:type',
  'reprogrammation/:type/:brand',
  'reprogrammation/:type/:brand/:model',
  'reprogrammation/:type/:brand/:model/:year',
  'reprogrammation/:type/:brand/:model/:year/:engine',
];

/** The pages that exist for each centre, relative to `/{center}` or to `/` for their centreless form. */
function centrePages() {
  return (
    <>
      <Route path="services" element={screen(ServicesList)} />
      <Route path="services/:service" element={screen(ServiceDetail)} />
      {configuratorPaths.map((path) => (
        <Route key={path} path={path} element={screen(Configurator)} />
      ))}
      <Route path="realisations" element={screen(Realisations)} />
      <Route path="realisations/:realisation" element={screen(Realisations)} />
      <Route path="franchise" element={screen(Franchise)} />
      <Route path="maritime" element={screen(Maritime)} />
      <Route path="contact" element={screen(Contact)} />
    </>
  );
}

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
        <Route path="/" element={screen(Landing)} />
        <Route path="/realisations/admin" element={screen(Admin)} />
        <Route path="/mentions-legales" element={screen(LegalNotice)} />
        <Route path="/confidentialite" element={screen(Privacy)} />
        <Route path="/conditions" element={screen(Terms)} />
        <Route path="/sitemap" element={screen(Sitemap)} />
        {/* Centreless forms: redirect to the chosen centre's page, or ask for a centre. */}
        <Route element={<CentrelessRoute />}>{centrePages()}</Route>
        {/* Centre pages; /montpellier and the other reading-A links are centre ids and resolve here. */}
        <Route path="/:center" element={<CentreRoute />}>
          <Route index element={screen(CentreHome)} />
          {centrePages()}
        </Route>
        <Route path="*" element={screen(NotFound)} />
      </Route>
    </Routes>
  );
}
