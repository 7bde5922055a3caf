export { DenyListEditor } from "./deny-list-editor.tsx";
