// The charts library, in a chunk of its own (see lazyCharts.ts).
export { BarChart } from '@mui/x-charts/BarChart';
export { PieChart } from '@mui/x-charts/PieChart';
