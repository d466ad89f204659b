/** What a stylesheet or picture import (`import './catalogue.css'`) is under jest: nothing; Vite bundles the real file. */
export default {};
