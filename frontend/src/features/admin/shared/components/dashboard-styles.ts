// Mantine's styles for the dashboard's components, which load with the dashboard, after the storefront's
// (src/app/mantine-styles.css): those the dashboard shares with the storefront's later screens, each in a stylesheet
// of its own, and the dashboard's own (dashboard-mantine-styles.css).
import '@/components/table-styles.css';
import '@mantine/core/styles/Combobox.layer.css';
import '@/components/choice-styles.css';
import '@mantine/core/styles/NavLink.layer.css';
import '@mantine/core/styles/SegmentedControl.layer.css';
import './dashboard-mantine-styles.css';
