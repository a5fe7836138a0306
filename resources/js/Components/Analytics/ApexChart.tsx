import Imported from 'react-apexcharts'

/**
 * ApexCharts in a chunk of its own: Chart.tsx imports it lazily, so it arrives
 * after the page's first paint and no other page loads it. The versions are
 * pinned (package.json) to apexcharts 4.7.0 and react-apexcharts 1.7.0, the
 * last under the MIT licence: later ones need a paid licence for a product
 * others deploy.
 *
 * react-apexcharts 1.7 is CommonJS (exports.default): after the bundler's
 * interop the default import is the component itself or the module holding it.
 */
const ReactApexChart = (Imported as unknown as { default?: typeof Imported }).default ?? Imported

export default ReactApexChart
