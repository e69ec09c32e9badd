// The one place components get their strings from; see docs/decisions for the i18n choice.
export { useTranslation } from 'react-i18next';
