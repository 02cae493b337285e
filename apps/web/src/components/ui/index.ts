// Dialog and Tabs are imported from their own files (./Dialog, ./Tabs) so Radix stays out of the entry chunk.
export { Avatar, initials } from './Avatar';
export { Button, ButtonLink, type ButtonProps, buttonClasses } from './Button';
export { cn } from './cn';
export { EmptyState } from './EmptyState';
export { Field, type FieldControlProps, FieldError, inputClasses } from './Field';
export { Pagination } from './Pagination';
export { LoadingBlocks, Skeleton, Spinner } from './Spinner';
export { VisuallyHidden } from './VisuallyHidden';
