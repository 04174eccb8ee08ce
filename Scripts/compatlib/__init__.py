"""compatlib: the library of Scripts/compat-check and Scripts/inventory (see Inventory/README.md)."""
