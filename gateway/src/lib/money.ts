// Amounts are written by the page heads (contract) and by the gateway's e-mails and quotes alike.
export { formatMoney, formatMoneyRange } from '@garage/contract/money';
